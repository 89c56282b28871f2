import type { LucideIcon } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Set when screens are shown as examples (/design-system): their headings move down to this level
 * and they are not announced as alerts.
 */
const PreviewHeadingLevel = createContext<3 | 4 | undefined>(undefined);
export const ErrorScreenPreview = PreviewHeadingLevel.Provider;

function useErrorScreenSemantics(level: 1 | 2) {
  const previewLevel = useContext(PreviewHeadingLevel);
  const Heading = `h${previewLevel ?? level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return { Heading, role: previewLevel ? undefined : 'alert', preview: previewLevel !== undefined };
}

export function ErrorCodeLine({ code }: { code: string | undefined }) {
  if (!code) return null;
  return (
    <p className="mt-4 text-xs text-zinc-600">
      Fejlkode: <code className="font-mono text-zinc-700 select-all">{code}</code>
    </p>
  );
}

/** A screen that replaces a whole page: icon, h1, text, actions. */
export function FullPageErrorLayout({
  icon: Icon,
  title,
  children,
  actions,
  code,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  code?: string | undefined;
}) {
  const { Heading, role } = useErrorScreenSemantics(1);
  return (
    <section
      role={role}
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-700 ring-1 ring-red-100">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-6 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</Heading>
      <div className="mt-3 text-zinc-600">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      <ErrorCodeLine code={code} />
    </section>
  );
}

/** A card that replaces one part of a page; the rest of the page keeps working. */
export function InlineErrorLayout({
  title,
  children,
  actions,
  code,
  compact = false,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  code?: string | undefined;
  compact?: boolean;
}) {
  const { Heading, role } = useErrorScreenSemantics(2);
  return (
    <div
      role={role}
      className={`rounded-2xl bg-white text-center shadow-sm ring-1 ring-zinc-200 ${compact ? 'p-4' : 'p-6 sm:p-8'}`}
    >
      <Heading className={`font-semibold ${compact ? 'text-sm' : 'text-base'}`}>{title}</Heading>
      {children ? <div className="mt-2 text-sm text-zinc-600">{children}</div> : null}
      {actions ? <div className="mt-4 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      <ErrorCodeLine code={code} />
    </div>
  );
}
