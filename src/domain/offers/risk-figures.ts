import type { FullPrice, OfferWithStatedTotals } from './full-price';

/**
 * The risk panel of the detail page (issue 27 part 4, ADR 053): what the chosen offer can cost beyond its
 * plan. Every figure says how it was worked out; a figure the listing does not state is `null` /
 * 'not_stated' ("Ikke oplyst"). Pure.
 */

/** How many km/år more than chosen the panel prices. */
export const MORE_KM_PER_YEAR = 5000;

/** Driving MORE_KM_PER_YEAR more than chosen, over the whole term. */
export type MoreKmCost =
  /**
   * The listing's own offer at +5.000 km/år with the same term and first payment: its extra ydelse × the
   * months (the first payment and the one-off fees are the same).
   */
  | {
      basis: 'offer';
      amount: number;
      mileage_per_year: number;
      monthly_price: number;
      monthly_difference: number;
      months: number;
    }
  /** The stated price per extra km × 5.000 km × the term in years, whole kroner. */
  | { basis: 'per_km'; amount: number; km: number; years: number; price_per_km: number }
  | { basis: 'not_stated' };

/** Leaving when the binding period ends. */
export type LeavingCost =
  /** The stated minimum price: the least the agreement can cost. */
  | { basis: 'stated_minimum'; amount: number }
  /** No binding period or minimum price stated; `full_term_total` is what a term-long binding costs. */
  | { basis: 'not_stated'; full_term_total: number };

export type RiskFigures = {
  /** kr. per km beyond the agreed km/år, with øre; null: not stated. */
  extra_km_price: number | null;
  /** The stated fee on return, whole kroner; null: not stated. */
  return_fee: number | null;
  leaving: LeavingCost;
  more_km: MoreKmCost;
};

export type RiskStatements = {
  extra_km_price?: number | null;
  return_fee?: number | null;
};

/**
 * The chosen offer's risk figures. `offers` are all the listing's offers (to find the one at +5.000 km/år);
 * `price` is the chosen offer's full price.
 */
export function riskFigures(
  chosen: OfferWithStatedTotals,
  offers: readonly OfferWithStatedTotals[],
  price: Pick<FullPrice, 'total' | 'minimum_price'>,
  listing: RiskStatements,
): RiskFigures {
  const extraKmPrice =
    listing.extra_km_price != null && listing.extra_km_price > 0 ? listing.extra_km_price : null;
  return {
    extra_km_price: extraKmPrice,
    return_fee: listing.return_fee ?? null,
    leaving:
      price.minimum_price !== null
        ? { basis: 'stated_minimum', amount: price.minimum_price }
        : { basis: 'not_stated', full_term_total: price.total },
    more_km: moreKmCost(chosen, offers, extraKmPrice),
  };
}

function moreKmCost(
  chosen: OfferWithStatedTotals,
  offers: readonly OfferWithStatedTotals[],
  extraKmPrice: number | null,
): MoreKmCost {
  const mileage = chosen.mileage_per_year + MORE_KM_PER_YEAR;
  const more = offers.find(
    (offer) =>
      offer.mileage_per_year === mileage &&
      offer.period_months === chosen.period_months &&
      offer.first_payment === chosen.first_payment,
  );
  if (more) {
    const difference = more.monthly_price - chosen.monthly_price;
    return {
      basis: 'offer',
      amount: difference * chosen.period_months,
      mileage_per_year: mileage,
      monthly_price: more.monthly_price,
      monthly_difference: difference,
      months: chosen.period_months,
    };
  }
  if (extraKmPrice !== null) {
    const years = chosen.period_months / 12;
    return {
      basis: 'per_km',
      amount: Math.round(extraKmPrice * MORE_KM_PER_YEAR * years),
      km: MORE_KM_PER_YEAR,
      years,
      price_per_km: extraKmPrice,
    };
  }
  return { basis: 'not_stated' };
}
