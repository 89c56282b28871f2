import type { ReactNode } from 'react';

/** Closing call to action on a brand-coloured panel; `actions` are links styled by the page. */
export function CtaPanel({ title, text, actions }: { title: string; text: ReactNode; actions: ReactNode }) {
  return (
    <section className="rounded-3xl bg-brand-700 p-6 text-white sm:p-10">
      <h2 className="text-xl font-semibold tracking-tight text-balance sm:text-2xl">{title}</h2>
      <p className="mt-3 max-w-prose text-brand-50">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}

export const ctaPrimaryClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-white px-5 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-white';

export const ctaSecondaryClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold text-white ring-1 ring-white/60 transition-colors ring-inset hover:bg-white/10 focus-visible:outline-white';

export const textLinkClass =
  'font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700';
