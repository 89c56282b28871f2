import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import {
  lastValidDay,
  type OfferFreshness,
  type OfferSourceInfo,
  offersExpired,
} from '../../../domain/offers/offer-freshness';
import type { OfferSourceKind } from '../../../domain/offers/offer-source';

/** The detail as built from the catalogue, before its freshness for today is added. */
export type DetailWithoutFreshness = Omit<ListingDetail, keyof OfferFreshness>;

/** A listing's last valid day and each offer's source, keyed by offer id (ADR 056). */
export type OfferFreshnessSource = {
  lastDay: string | null;
  sources: Map<string, OfferSourceInfo>;
};

type Row = {
  valid_until: string | null;
  order_by: string | null;
  offers: {
    id: string;
    kind: OfferSourceKind;
    name: string | null;
    page: number | null;
    confirmed_at: string;
  }[];
};

export async function readOfferFreshness(db: Executor, listingId: string): Promise<OfferFreshnessSource> {
  const [row] = await queryRows<Row>(
    db,
    sql`select l.valid_until_date::text as valid_until, l.order_by_date::text as order_by,
          coalesce((select json_agg(json_build_object('id', lo.id, 'kind', lo.source_kind,
              'name', lo.source_name, 'page', lo.source_page, 'confirmed_at', lo.confirmed_at))
            from lease_offers lo where lo.listing_id = l.id), '[]'::json) as offers
        from listings l where l.id = ${listingId}`,
  );
  const sources = new Map<string, OfferSourceInfo>();
  for (const offer of row?.offers ?? []) {
    sources.set(offer.id, {
      kind: offer.kind,
      name: offer.name,
      page: offer.page,
      confirmed_at: new Date(offer.confirmed_at).toISOString(),
    });
  }
  return { lastDay: lastValidDay(row?.valid_until ?? null, row?.order_by ?? null), sources };
}

/**
 * The detail with its freshness for `today`: the chosen offer's source, the last valid day, and — after
 * that day — no prices (every offer dropped, the page says the offers have expired).
 */
export function withOfferFreshness(
  detail: DetailWithoutFreshness,
  freshness: OfferFreshnessSource,
  today: string,
): ListingDetail {
  const expired = offersExpired(freshness.lastDay, today);
  const chosen = detail.all_lease_pricing.find(
    (offer) =>
      offer.mileage_per_year === detail.mileage_per_year &&
      offer.period_months === detail.period_months &&
      offer.first_payment === detail.first_payment,
  );
  return {
    ...detail,
    all_lease_pricing: expired ? [] : detail.all_lease_pricing,
    price_source: !expired && chosen ? (freshness.sources.get(chosen.id) ?? null) : null,
    offers_valid_until: freshness.lastDay,
    offers_expired: expired,
  };
}
