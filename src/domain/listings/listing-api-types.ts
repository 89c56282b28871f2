import type { LeaseScoreResult } from '../lease-score/calculate-lease-score';
import type { FullPrice } from '../offers/full-price';
import type { StatedItems } from '../offers/included-items';
import type {
  DisplayPriceReason,
  LeaseOffer,
  OfferSelectionMethod,
  OfferSelectionStage,
} from '../offers/lease-offer';
import type { OfferFreshness } from '../offers/offer-freshness';
import type { RiskFigures } from '../offers/risk-figures';
import type { RunningCost } from '../offers/running-cost';
import type { PriceHistory } from '../price-history/price-history-summary';
import type { SameCarSummary } from './same-car-api';

/** One result of GET /api/listings (decisions.md §3): the listing with the offer shown for the search. */
export type ListingSummary = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  seats: number | null;
  horsepower: number | null;
  retail_price: number | null;
  /** Monthly price of the displayed offer. */
  monthly_price: number;
  updated_at: string;
  image: string | null;
  seller_name: string | null;
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  selected_mileage: number;
  selected_term: number;
  selected_deposit: number;
  selected_monthly_price: number;
  selected_lease_score: number | null;
  /** Score of the displayed offer; null when the retail price makes it unscorable ("ingen score"). */
  lease_score: number | null;
  offer_selection_method: OfferSelectionMethod;
  display_monthly_price: number;
  display_price_numeric: number;
  display_price_reason: DisplayPriceReason;
  ideal_monthly_price: number | null;
  ideal_deposit: number | null;
  /** The ideal offer's mileage and term: the price-cap note links to exactly that offer. */
  ideal_mileage: number | null;
  ideal_term: number | null;
  price_cap_delta: number;
  /**
   * The displayed offer's full price for the term (ADR 053): first payment + months × monthly + the
   * listing's stated one-off fees, never below the total the price list states.
   */
  total_cost: number;
  /** total_cost ÷ months, whole kroner. */
  effective_monthly_cost: number;
  /** The stated one-off fees counted in total_cost (0: none stated). */
  one_off_fees: number;
  /** The minimum price for the binding period as the list states it; null: not stated. */
  minimum_price: number | null;
  offer_count: number;
  has_multiple_offers: boolean;
  /** How many of the seven included items the seller states (0–7), the disclosure grade (ADR 054). */
  disclosed_items: number;
  /** On a search result: the same car at other sellers (ADR 071); absent when none offers it. */
  same_car?: SameCarSummary;
  /** "Prisfald": the shown offer's last price change was a drop within the last 14 days (ADR 068). */
  price_drop: boolean;
};

export type ListingSearchResponse = {
  items: ListingSummary[];
  /** The listings that pass the search, "{n} tilbud fundet". */
  total: number;
  /** Result cards: one per car, however many sellers offer it (ADR 071); the pages count these. */
  card_total: number;
  page: number;
  limit: number;
};

export type PricedOffer = LeaseOffer & {
  id: string;
  lease_score: number | null;
  total_cost: number;
};

/**
 * One image on the detail page: `url` is the detail-size copy (≤ 1600 × 1000 WebP) and `card_url` the
 * card-size one (≤ 800 × 500), each falling back to the stored original when it has none (the SVG
 * demo images); `processed_url` is the background-removed version when there is one.
 */
export type ListingImage = { url: string; card_url: string; processed_url: string | null; position: number };

/** GET /api/listings/:id — the listing with the offer chosen for the visitor's km/mdr/udb. */
export type ListingDetail = ListingSummary & {
  offer_selection_stage: OfferSelectionStage;
  all_lease_pricing: PricedOffer[];
  lease_score_breakdown: LeaseScoreResult | null;
  /** The chosen offer's source (null when the offers have expired), ADR 056. */
  price_source: OfferFreshness['price_source'];
  /** The last day the offers hold ('YYYY-MM-DD'); null when the list states no date. */
  offers_valid_until: string | null;
  /** After that day: no prices, the page says the offers have expired. */
  offers_expired: boolean;
  /** What the price includes, item by item as the seller states it; an absent item is "Ikke oplyst". */
  included_items: StatedItems;
  /** The chosen offer's full price with how it was worked out (ADR 053). */
  full_price: FullPrice;
  /** The chosen offer's risk panel (ADR 053). */
  risk: RiskFigures;
  /** "Samlet månedlig biludgift": the lease with ejerafgift and energy at the chosen offer's km/år (ADR 055). */
  running_cost: RunningCost;
  year: number | null;
  drive_type: string | null;
  doors: number | null;
  wltp_km: number | null;
  consumption_l_100km: number | null;
  consumption_kwh_100km: number | null;
  co2_g_km: number | null;
  co2_tax_half_year: number | null;
  description: string | null;
  external_url: string | null;
  images: ListingImage[];
  seller_location: string | null;
  /** The seller's id (analytics: outbound_click), null for a listing without a seller. */
  seller_id: string | null;
  /** The chosen offer's price over time and the claims it supports; null with one observation (ADR 068). */
  price_history: PriceHistory | null;
};

export type FilterCount = { value: string; label: string; count: number };

/** GET /api/filters: what the catalogue offers, with counts of public listings. */
export type ListingFilters = {
  makes: { name: string; count: number; models: { name: string; count: number }[] }[];
  body_types: FilterCount[];
  fuel_types: FilterCount[];
  transmissions: FilterCount[];
  /** "inkl. service", "inkl. forsikring": public cars whose seller states the item included (ADR 054). */
  included: FilterCount[];
  mileages: number[];
  terms: number[];
  deposits: number[];
  ranges: {
    monthly_price: { min: number; max: number } | null;
    seats: { min: number; max: number } | null;
    horsepower: { min: number; max: number } | null;
  };
  total: number;
};
