import type { ColumnBreakpoint, ListColumnMeta } from './list-features';

// Whole class names, so Tailwind finds them in the source.
const SHOW_FROM: Record<ColumnBreakpoint, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
};

/** Classes shared by a column's header and cells: when it shows, its alignment and its own classes. */
export function columnClasses(meta: ListColumnMeta | undefined): string {
  return [
    meta?.showFrom ? SHOW_FROM[meta.showFrom] : '',
    meta?.align === 'right' ? 'text-right' : '',
    meta?.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export const cellPadding = (compact: boolean) => (compact ? 'px-2 py-1' : 'px-3 py-2.5');
