import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import {
  conditionLines,
  statedTotals,
  statedTotalsText,
} from '../../../../domain/ingestion/offer-conditions-text';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { offerText } from '../ingestion/batches/review-text';

/**
 * What the imported price list stated around this listing's prices — dates, inclusions, return fee,
 * extras, and each offer's stated total and minimum price — read-only, so an admin can check what the
 * list said. Written only by an import; nothing when the list stated none of it.
 */
export function PriceListStatements({ detail }: { detail: AdminListingDetail }) {
  const lines = conditionLines(detail.price_list_conditions);
  const offers = detail.offers
    .map((offer) => ({ offer, text: statedTotalsText(toStated(offer)) }))
    .filter(({ text }) => text !== '');
  if (lines.length === 0 && offers.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="section-price-list-statements" data-testid="price-list-statements">
        <CardHeader>
          <h2 id="section-price-list-statements" className="font-semibold">
            Prislistens oplysninger
          </h2>
          <p className="mt-0.5 text-sm text-zinc-600">
            Det, sælgerens prisliste oplyste ved seneste import. Kan ikke rettes her.
          </p>
        </CardHeader>
        <CardBody className="space-y-3 text-sm">
          {lines.length > 0 ? (
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[13rem_1fr]">
              {lines.map((line) => (
                <div key={line.field} className="contents">
                  <dt className="text-zinc-600">{line.label}</dt>
                  <dd className="break-words text-zinc-900">{line.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {offers.length > 0 ? (
            <ul className="space-y-1">
              {offers.map(({ offer, text }) => (
                <li key={offer.id} className="rounded-lg bg-zinc-50 px-2.5 py-1.5 ring-1 ring-zinc-200">
                  <span className="numeric text-zinc-700">{offerText(offer)}</span>{' '}
                  <span
                    className={`numeric ${statedTotals(toStated(offer)).contradicts ? 'font-medium text-amber-900' : 'text-zinc-900'}`}
                  >
                    {text}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </CardBody>
      </section>
    </Card>
  );
}

function toStated(offer: AdminListingDetail['offers'][number]) {
  return { ...offer, total_cost: offer.stated_total_cost, minimum_price: offer.stated_minimum_price };
}
