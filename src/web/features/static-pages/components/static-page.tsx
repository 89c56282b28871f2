import type { ReactNode } from 'react';

/** Page frame of the information pages: h1 and lead on the canvas, content below at reading width. */
export function StaticPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-4 sm:px-6 sm:pt-12">
      <header className="max-w-3xl">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-zinc-600">{lead}</p>
      </header>
      <div className="mt-8 space-y-6 sm:mt-10">{children}</div>
    </div>
  );
}

/** One white card holding one h2 section; text kept to a readable line length. */
export function Section({
  title,
  id,
  children,
  wide = false,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  /** Lets tables and card grids use the full card width; running text stays narrow. */
  wide?: boolean;
}) {
  return (
    <section
      id={id}
      className="scroll-mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-8"
    >
      <h2 className="text-xl font-semibold tracking-tight text-balance sm:text-2xl">{title}</h2>
      <div className={`mt-4 space-y-4 leading-7 text-zinc-700 ${wide ? '' : 'max-w-prose'}`}>{children}</div>
    </section>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-zinc-900">{children}</h3>;
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">{children}</ul>;
}
