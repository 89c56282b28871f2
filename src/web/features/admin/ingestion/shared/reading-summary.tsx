import { CircleAlert, ListChecks } from 'lucide-react';
import {
  needsReview,
  type ReadingCheck,
  readingSummaryText,
} from '../../../../../domain/ingestion/reading-checks';

type CheckedCar = { checks?: readonly ReadingCheck[] | null };

/**
 * The one line at the top of the session page and the review (issue 25): "18 af 23 biler læst;
 * 5 kræver kontrol". Shown whenever the reader checked the cars — also when all passed, so a fully read
 * list says so — and not for cars without checks (the CSV and AI readers, batches from before the checks).
 */
export function ReadingSummary({
  cars,
  className = '',
}: {
  cars: readonly CheckedCar[];
  className?: string;
}) {
  if (!cars.some((car) => (car.checks ?? []).length > 0)) return null;
  const held = cars.some(needsReview);
  const Icon = held ? CircleAlert : ListChecks;
  return (
    <p
      className={`flex items-start gap-2 rounded-2xl px-4 py-3 text-sm font-semibold ring-1 ${
        held ? 'bg-red-50 text-red-950 ring-red-200' : 'bg-white text-zinc-800 ring-zinc-200/80'
      } ${className}`}
      data-testid="reading-summary"
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${held ? 'text-red-700' : 'text-zinc-500'}`}
      />
      {readingSummaryText(cars)}
    </p>
  );
}
