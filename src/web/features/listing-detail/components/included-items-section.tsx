import { Check, CircleHelp, X } from 'lucide-react';
import { useId } from 'react';
import {
  disclosedItemCount,
  includedItemLabels,
  itemStatementText,
} from '../../../../domain/offers/disclosure-grade';
import {
  type ItemStatement,
  includedItems,
  type StatedItems,
} from '../../../../domain/offers/included-items';
import { DisclosureGradeBadge } from '../../listings/components/disclosure-grade-badge';

function StatusIcon({ statement }: { statement: ItemStatement | undefined }) {
  if (!statement) return <CircleHelp aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />;
  if (statement.status === 'included') {
    return <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />;
  }
  return <X aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />;
}

/**
 * "Hvad prisen dækker" (issue 27 part 2, ADR 054): the seven items as the seller states them —
 * "Inkluderet", "Ikke inkluderet" (with the amount when stated) or "Ikke oplyst" — and the grade.
 */
export function IncludedItemsSection({ items }: { items: StatedItems }) {
  const headingId = useId();
  const count = disclosedItemCount(items);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="included-items"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Hvad prisen dækker
        </h2>
        <DisclosureGradeBadge count={count} />
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        Som sælgeren oplyser det. “Ikke oplyst” betyder, at sælgeren ikke siger det – spørg, før du skriver
        under.
      </p>
      <dl className="mt-3 grid gap-x-8 sm:grid-cols-2">
        {includedItems.map((item) => {
          const statement = items[item];
          return (
            <div key={item} className="flex justify-between gap-4 border-b border-zinc-100 py-2.5 text-sm">
              <dt className="text-zinc-600">{includedItemLabels[item]}</dt>
              <dd
                className={`numeric flex items-center gap-1.5 text-right font-medium ${statement ? 'text-zinc-900' : 'text-zinc-500'}`}
              >
                <StatusIcon statement={statement} />
                {itemStatementText(statement)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
