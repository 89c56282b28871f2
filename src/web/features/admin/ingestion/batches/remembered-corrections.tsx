import { History } from 'lucide-react';
import { countNoun } from '../../../../../domain/format/count-noun';
import type { ApplyBatchResponse, ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { type CorrectionRule, identityText } from '../../../../../domain/ingestion/matching/correction-rules';
import { isRememberedCorrection } from '../../../../../domain/ingestion/review-edits';
import { Badge } from '../../../../components/ui/badge';

/** Corrections remembered per seller (issue 25), as the review shows them. */

const CORRECTION: readonly [string, string] = ['rettelse', 'rettelser'];

/** After an apply: " · 1 rettelse huskes til sælgerens næste prisliste" (nothing when none). */
export function rememberedText(result: Pick<ApplyBatchResponse, 'remembered_corrections'>): string {
  const count = result.remembered_corrections;
  return count > 0 ? ` · ${countNoun(count, CORRECTION)} huskes til sælgerens næste prisliste` : '';
}

/**
 * Under the reading summary: "3 rettelser huskes for denne sælger", opened to each reading and what it
 * becomes. Nothing while the seller has none.
 */
export function RememberedCorrectionsNote({ rules }: { rules: readonly CorrectionRule[] }) {
  if (rules.length === 0) return null;
  return (
    <details
      className="mb-4 rounded-2xl bg-white px-4 py-2 text-sm ring-1 ring-zinc-200/80"
      data-testid="remembered-corrections"
    >
      <summary className="flex min-h-9 cursor-pointer items-center gap-2 font-medium text-zinc-800">
        <History aria-hidden="true" className="size-4 shrink-0 text-sky-700" />
        {countNoun(rules.length, CORRECTION)} huskes for denne sælger
      </summary>
      <p className="mt-1 text-zinc-600">
        Rettelser af mærke, model eller variant med «Ret bil» huskes, når batchen anvendes, og bruges på
        sælgerens næste prisliste.
      </p>
      <ul className="mt-2 space-y-1 pb-1">
        {rules.map((rule) => (
          <li key={identityText(rule.from)} className="text-zinc-800">
            <span className="text-zinc-600">Læst som</span> {identityText(rule.from)}{' '}
            <span className="text-zinc-600">→</span> {identityText(rule.to)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * "Rettet som sidst": a correction remembered for the seller named the car; opened, the badge says how
 * the reader read it. A small disclosure rather than a tooltip, so a phone and a keyboard can open it.
 */
export function RememberedCorrectionBadge({ change }: { change: ImportChangeJson }) {
  if (!isRememberedCorrection(change) || !change.read_identity) return null;
  return (
    <details className="open:basis-full" data-testid="remembered-correction">
      <summary
        className="w-fit cursor-pointer list-none rounded-full [&::-webkit-details-marker]:hidden"
        title={`Læst som: ${identityText(change.read_identity)}`}
      >
        <Badge tone="info">
          <History aria-hidden="true" className="size-3.5" />
          Rettet som sidst
        </Badge>
      </summary>
      <p className="mt-1 text-xs text-zinc-700">Læst som: {identityText(change.read_identity)}</p>
    </details>
  );
}

/** "Delt fra en anden bil" / "Tilføjet af admin" for a change the reader did not read as such. */
export function OriginBadge({ change }: { change: Pick<ImportChangeJson, 'origin'> }) {
  if (change.origin === 'reader') return null;
  return (
    <Badge tone="neutral">
      {change.origin === 'split' ? 'Delt fra en anden bil' : 'Tilføjet i gennemgangen'}
    </Badge>
  );
}
