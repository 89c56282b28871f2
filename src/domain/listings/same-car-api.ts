/**
 * One car at several sellers (ADR 071), on a search result: how many sellers and listings offer it at
 * the search's configuration and the lowest monthly price among them.
 */
export type SameCarSummary = { sellers: number; offers: number; from_monthly_price: number };

/** One seller's listing of the car, with its offer at the configuration. */
export type SameCarOffer = {
  id: string;
  seller_name: string;
  variant: string | null;
  monthly_price: number;
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
};

/** GET /api/listings/:id/same-car: every listing of the car (this one too), cheapest first; empty when it stands alone. */
export type SameCarResponse = { offers: SameCarOffer[] };
