import type { ReactNode } from 'react';

export function ShowcaseSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6 border-t border-zinc-200 py-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-2 max-w-2xl text-zinc-600">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function ExampleLabel({ children }: { children: ReactNode }) {
  return <p className="mb-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase">{children}</p>;
}
