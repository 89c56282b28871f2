import { Download, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber, MISSING_VALUE } from '../../../../../domain/format/format-danish';
import type { ExtractionSessionDetail } from '../../../../../domain/ingestion/ingestion-api';

/** The session page's facts: a label and its value in a two-column list, the source's link, the tokens. */

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm first:mt-0">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-600">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

export function SourceLink({ session }: { session: ExtractionSessionDetail }) {
  if (!session.source_url) return <span>{session.source_label}</span>;
  if (session.source_kind === 'pdf_url') {
    return (
      <a
        href={session.source_url}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex items-center gap-1 break-all text-brand-800 hover:underline"
      >
        {session.source_url}
        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="sr-only">(åbner i et nyt vindue)</span>
      </a>
    );
  }
  return (
    <a
      href={session.source_url}
      download
      className="inline-flex items-center gap-1 text-brand-800 hover:underline"
    >
      <Download aria-hidden="true" className="size-3.5 shrink-0" />
      Hent {session.source_label}
    </a>
  );
}

export function TokenText({ session }: { session: ExtractionSessionDetail }) {
  const { prompt_tokens: prompt, completion_tokens: completion } = session;
  if (prompt === null && completion === null) return <>{MISSING_VALUE}</>;
  const total = (prompt ?? 0) + (completion ?? 0);
  return (
    <>
      {formatNumber(total)}{' '}
      <span className="text-zinc-600">
        ({formatNumber(prompt ?? 0)} ind, {formatNumber(completion ?? 0)} ud)
      </span>
    </>
  );
}
