import { type APIRequestContext, expect } from '@playwright/test';

/** The API answers the detail tests compare the page with (no hard-coded results). */
export type Offer = {
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  monthly_price: number;
};
export type Detail = Offer & {
  id: string;
  make: string;
  model: string;
  seller_name: string | null;
  seller_location: string | null;
  external_url: string | null;
  total_cost: number;
  all_lease_pricing: Offer[];
  lease_score_breakdown: { monthlyRateScore: number } | null;
  running_cost: { total: number };
  risk: {
    extra_km_price: number | null;
    return_fee: number | null;
    more_km: { basis: 'offer' | 'per_km' | 'not_stated'; amount?: number };
  };
};
type Dimension = { label: string; field: keyof Offer };

const DIMENSIONS: Dimension[] = [
  { label: 'Årligt km-forbrug', field: 'mileage_per_year' },
  { label: 'Leasingperiode', field: 'period_months' },
  { label: 'Udbetaling', field: 'first_payment' },
];

export async function detail(request: APIRequestContext, id: string, query = ''): Promise<Detail> {
  const response = await request.get(`/api/listings/${id}${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Detail;
}

export async function listingIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/listings?limit=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items.map((item) => item.id);
}

/** A listing whose default offer has a neighbour that differs in exactly one of km, term or deposit. */
export async function listingWithSwitch(request: APIRequestContext) {
  for (const id of await listingIds(request)) {
    const listing = await detail(request, id);
    for (const dimension of DIMENSIONS) {
      const others = DIMENSIONS.filter((other) => other !== dimension);
      const target = listing.all_lease_pricing.find(
        (offer) =>
          offer[dimension.field] !== listing[dimension.field] &&
          others.every((other) => offer[other.field] === listing[other.field]),
      );
      if (target) return { listing, dimension, target };
    }
  }
  throw new Error('No listing in the demo catalogue has a one-step alternative offer');
}

/** A listing whose seller has a name and a link to the offer. */
export async function listingWithSellerUrl(request: APIRequestContext): Promise<Detail> {
  for (const id of await listingIds(request)) {
    const listing = await detail(request, id);
    if (listing.external_url && listing.seller_name) return listing;
  }
  throw new Error('No listing in the demo catalogue has a seller URL');
}
