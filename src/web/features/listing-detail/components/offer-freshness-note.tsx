import { formatDate } from '../../../../domain/format/format-danish';
import type { OfferFreshness } from '../../../../domain/offers/offer-freshness';
import { offerSourceText } from '../../../../domain/offers/offer-freshness';

/**
 * Small print under the price (issue 27 part 5, ADR 056): when a source last stated the chosen offer's
 * price, where it came from, and the last day the offers hold.
 */
export function OfferFreshnessNote({ listing }: { listing: OfferFreshness }) {
  const source = listing.price_source;
  if (!source && !listing.offers_valid_until) return null;
  return (
    <p className="text-xs leading-5 text-zinc-500" data-testid="offer-freshness">
      {source ? (
        <>
          <span className="whitespace-nowrap">Pris tjekket {formatDate(source.confirmed_at)}</span>
          {' · '}
          <span>{offerSourceText(source)}</span>
        </>
      ) : null}
      {listing.offers_valid_until ? (
        <>
          {source ? <br /> : null}
          <span>Tilbuddet gælder til og med {formatDate(listing.offers_valid_until)}</span>
        </>
      ) : null}
    </p>
  );
}
