import type { ReactNode } from 'react';

/** One group of the filter panel: a fieldset whose legend names its controls for screen readers. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-zinc-100 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2.5 w-full text-sm font-semibold text-zinc-900">{title}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}
