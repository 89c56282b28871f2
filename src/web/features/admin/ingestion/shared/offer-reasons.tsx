import { ChevronRight } from 'lucide-react';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import {
  type EvidenceReason,
  evidenceFieldLabels,
  offerReasons,
} from '../../../../../domain/ingestion/reading-evidence';
import type { LeaseOffer } from '../../../../../domain/offers/lease-offer';

type ReasonCar = Pick<ExtractedCar, 'make' | 'model' | 'evidence'>;

function valueText(field: EvidenceReason['field'], offer: LeaseOffer, car: ReasonCar): string {
  switch (field) {
    case 'monthly_price':
      return formatMonthly(offer.monthly_price);
    case 'mileage':
      return formatKmPerYear(offer.mileage_per_year);
    case 'period':
      return formatMonths(offer.period_months);
    case 'first_payment':
      return formatKr(offer.first_payment);
    case 'make':
      return car.make;
    case 'model':
      return car.model;
  }
}

/** Reasons that cite the same place, together: a row that gave price, km/år and term is quoted once. */
function bySource(reasons: readonly EvidenceReason[]): EvidenceReason[][] {
  const groups = new Map<string, EvidenceReason[]>();
  for (const reason of reasons) {
    const key = `${reason.how}|${reason.where ?? ''}|${reason.text ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), reason]);
  }
  return [...groups.values()];
}

/**
 * "Hvorfor dette tilbud?" under an offer in the review: for its price, km/år, term and first payment
 * and its car's model and make, how the reader found each and the line of the list it read it from, so
 * the admin can check a reading against the PDF. Nothing for an offer the reader left no record of (one
 * added or changed in the review, a CSV row, a session read before the record was kept).
 */
export function OfferReasons({ car, offer }: { car: ReasonCar; offer: LeaseOffer }) {
  const reasons = offerReasons(car.evidence, offer);
  if (!reasons) return null;
  return (
    <details className="group/why mt-1 text-xs" data-testid="offer-reasons">
      <summary className="inline-flex cursor-pointer list-none items-center gap-0.5 font-medium text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-3.5 transition-transform group-open/why:rotate-90" />
        Hvorfor dette tilbud?
        <span className="sr-only">
          {' '}
          {formatMonthly(offer.monthly_price)}, {formatKmPerYear(offer.mileage_per_year)},{' '}
          {formatMonths(offer.period_months)}
        </span>
      </summary>
      <dl className="mt-1 space-y-1 pl-4">
        {bySource(reasons).map((group) => {
          const [{ how, where, text }] = group as [EvidenceReason, ...EvidenceReason[]];
          return (
            <div key={group.map((reason) => reason.field).join('-')}>
              <dt className="text-zinc-600">
                {group.map((reason, index) => (
                  <span key={reason.field}>
                    {index > 0 ? ' · ' : ''}
                    {evidenceFieldLabels[reason.field]}{' '}
                    <span className="numeric font-medium text-zinc-900">
                      {valueText(reason.field, offer, car)}
                    </span>
                  </span>
                ))}
              </dt>
              <dd className="min-w-0 break-words text-zinc-800">
                Fra {how}
                {where ? `, ${where}` : ''}
                {text ? <span className="text-zinc-950">: »{text}«</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
