import type { ListingSummary } from '../../domain/listings/listing-api-types';
import { disclosedItemCount } from '../../domain/offers/disclosure-grade';
import { fullTotal } from '../../domain/offers/full-price';
import type { DisplayPriceReason, OfferSelectionMethod } from '../../domain/offers/lease-offer';
import type { CatalogListing, CatalogOffer } from './catalog-snapshot';
import { publicScore } from './grid-selection';

export type ShownOffer = {
  display: CatalogOffer;
  ideal: CatalogOffer | null;
  method: OfferSelectionMethod;
  reason: DisplayPriceReason;
  priceCapDelta: number | undefined;
};

export type SummarySource = Pick<
  CatalogListing,
  | 'id'
  | 'make'
  | 'model'
  | 'variant'
  | 'body_type'
  | 'fuel_type'
  | 'transmission'
  | 'seats'
  | 'horsepower'
  | 'retail_price'
  | 'updated_at'
  | 'image'
  | 'seller_name'
  | 'offers'
  | 'oneOffFees'
  | 'includedItems'
>;

export function toListingSummary(listing: SummarySource, shown: ShownOffer): ListingSummary {
  const { display, ideal } = shown;
  const score = publicScore(display);
  const total = fullTotal(display, listing.oneOffFees);
  return {
    id: listing.id,
    make: listing.make,
    model: listing.model,
    variant: listing.variant,
    body_type: listing.body_type,
    fuel_type: listing.fuel_type,
    transmission: listing.transmission,
    seats: listing.seats,
    horsepower: listing.horsepower,
    retail_price: listing.retail_price,
    monthly_price: display.monthly_price,
    updated_at: listing.updated_at,
    image: listing.image,
    seller_name: listing.seller_name,
    mileage_per_year: display.mileage_per_year,
    period_months: display.period_months,
    first_payment: display.first_payment,
    selected_mileage: display.mileage_per_year,
    selected_term: display.period_months,
    selected_deposit: display.first_payment,
    selected_monthly_price: display.monthly_price,
    selected_lease_score: score,
    lease_score: score,
    offer_selection_method: shown.method,
    display_monthly_price: display.monthly_price,
    display_price_numeric: display.monthly_price,
    display_price_reason: shown.reason,
    ideal_monthly_price: ideal?.monthly_price ?? null,
    ideal_deposit: ideal?.first_payment ?? null,
    ideal_mileage: ideal?.mileage_per_year ?? null,
    ideal_term: ideal?.period_months ?? null,
    price_cap_delta: shown.priceCapDelta ?? 0,
    total_cost: total,
    effective_monthly_cost: Math.round(total / display.period_months),
    one_off_fees: listing.oneOffFees,
    minimum_price: display.stated_minimum_price,
    offer_count: listing.offers.length,
    has_multiple_offers: listing.offers.length > 1,
    disclosed_items: disclosedItemCount(listing.includedItems),
    price_drop: display.price_dropped === true,
  };
}
