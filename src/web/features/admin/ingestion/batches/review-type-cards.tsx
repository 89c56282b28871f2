import { formatNumber } from '../../../../../domain/format/format-danish';
import { changeTypeLabels } from '../../../../../domain/ingestion/ingestion-api';
import { type ChangeType, changeTypes } from '../../../../../domain/ingestion/proposed-change';
import type { TypeTally } from './review-selection';

const typeCardClass: Record<ChangeType, string> = {
  create: 'aria-pressed:ring-green-600 aria-pressed:bg-green-50',
  update: 'aria-pressed:ring-sky-600 aria-pressed:bg-sky-50',
  unchanged: 'aria-pressed:ring-zinc-600 aria-pressed:bg-zinc-50',
  missing_model: 'aria-pressed:ring-amber-600 aria-pressed:bg-amber-50',
  withdraw: 'aria-pressed:ring-red-600 aria-pressed:bg-red-50',
};

/** "Ændringer pr. type": a card per kind of change with its count, pressed to filter the list by it. */
export function ReviewTypeCards({
  tally,
  active,
  onFilter,
}: {
  tally: Record<ChangeType, TypeTally>;
  active: ChangeType | undefined;
  onFilter: (type: ChangeType | undefined) => void;
}) {
  return (
    <section
      aria-label="Ændringer pr. type"
      className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
    >
      {changeTypes.map((type) => {
        const pressed = active === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
            onClick={() => onFilter(pressed ? undefined : type)}
            className={`rounded-2xl bg-white p-3 text-left shadow-sm ring-1 ring-zinc-200/80 transition-colors ring-inset hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:ring-2 ${typeCardClass[type]}`}
          >
            <span className="block text-sm font-medium text-zinc-700">{changeTypeLabels[type]}</span>
            <span className="numeric block text-2xl font-bold text-zinc-950">
              {formatNumber(tally[type].total)}
            </span>
            <span className="block text-xs text-zinc-600">
              {type === 'unchanged' || type === 'missing_model'
                ? type === 'missing_model' && tally[type].total > 0
                  ? 'Opret modellen først'
                  : 'Ingen handling'
                : `${formatNumber(tally[type].approved)} godkendt`}
            </span>
          </button>
        );
      })}
    </section>
  );
}
