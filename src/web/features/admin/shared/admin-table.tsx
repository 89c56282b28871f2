import type { ComponentProps, ReactNode } from 'react';

/** A dense admin table in a card: sticky header, horizontal scroll on narrow screens. */
export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; a keyboard must reach it
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/80 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export function AdminTh({ className = '', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={`sticky top-0 z-10 border-b border-zinc-200 bg-zinc-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-zinc-600 uppercase ${className}`}
      {...props}
    />
  );
}

export function AdminTd({ className = '', ...props }: ComponentProps<'td'>) {
  return <td className={`border-b border-zinc-100 px-3 py-2.5 align-middle ${className}`} {...props} />;
}

/** One row spanning the table, for "no rows" and loading states. */
export function AdminTableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-zinc-600">
        {children}
      </td>
    </tr>
  );
}
