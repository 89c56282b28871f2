import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import type { ListingDetail, ListingSearchResponse } from '../../domain/listings/listing-api-types';

// ADR 053: the search ranks by the same full price the cards and the detail page show.
const api = setupApiWithCatalog(() => [
  // 36 × 3.795 + 1.995 kr. return fee = 138.615 kr. (3.850 kr./md.)
  { make: 'Kia', model: 'Sportage', variant: 'fee', offers: [offer(15000, 36, 0, 3795)] },
  // 4.995 + 36 × 3.695 = 138.015 kr. (3.834 kr./md.)
  { make: 'Kia', model: 'Sportage', variant: 'deposit', offers: [offer(15000, 36, 4995, 3695)] },
  // 36 × 3.700 = 133.200 kr., but the list states 140.000 kr. (3.889 kr./md.) and a minimum of 37.000 kr.
  {
    make: 'Kia',
    model: 'Sportage',
    variant: 'stated',
    offers: [offer(15000, 36, 0, 3700), offer(20000, 36, 0, 3900)],
  },
]);

beforeAll(async () => {
  const { db } = api.handle;
  await db.execute(sql`
    update listings set return_fee = 1995, extra_km_price = 0.75
    where variant = 'fee'`);
  await db.execute(sql`
    update lease_offers set stated_total_cost = 140000, stated_minimum_price = 37000
    where monthly_price = 3700`);
});

const variants = async (sort: string) =>
  (await api.get<ListingSearchResponse>(`/api/listings?makes=Kia&km=15000&sort=${sort}`)).body.items.map(
    (item) => item.variant,
  );
const item = async (variant: string) =>
  (await api.get<ListingSearchResponse>('/api/listings?makes=Kia&km=15000')).body.items.find(
    (entry) => entry.variant === variant,
  );

describe('the search by full price', () => {
  it('sorts by the full total and the full effective monthly (the ydelse alone sorts the other way)', async () => {
    expect(await variants('asc')).toEqual(['deposit', 'stated', 'fee']);
    expect(await variants('total_asc')).toEqual(['deposit', 'fee', 'stated']);
    expect(await variants('effective_asc')).toEqual(['deposit', 'fee', 'stated']);
  });

  it.each([
    {
      variant: 'fee',
      total_cost: 138_615,
      effective_monthly_cost: 3850,
      one_off_fees: 1995,
      minimum_price: null,
    },
    {
      variant: 'deposit',
      total_cost: 138_015,
      effective_monthly_cost: 3834,
      one_off_fees: 0,
      minimum_price: null,
    },
    {
      variant: 'stated',
      total_cost: 140_000,
      effective_monthly_cost: 3889,
      one_off_fees: 0,
      minimum_price: 37_000,
    },
  ])('the card of "$variant" carries its full price', async ({ variant, ...expected }) => {
    expect(await item(variant)).toMatchObject(expected);
  });

  it('gives the detail page the full price with its parts and the risk figures', async () => {
    const id = (await item('fee'))?.id;
    const { body } = await api.get<ListingDetail>(`/api/listings/${id}?km=15000`);
    expect(body.total_cost).toBe(138_615);
    expect(body.full_price).toMatchObject({
      payments: 136_620,
      fees: [{ kind: 'return_fee', amount: 1995 }],
      total: 138_615,
      total_basis: 'sum',
      effective_monthly: 3850,
      minimum_price: null,
    });
    expect(body.all_lease_pricing[0]?.total_cost).toBe(138_615);
    expect(body.risk).toEqual({
      extra_km_price: 0.75,
      return_fee: 1995,
      leaving: { basis: 'not_stated', full_term_total: 138_615 },
      more_km: { basis: 'per_km', amount: 11_250, km: 5000, years: 3, price_per_km: 0.75 },
    });
  });

  it('prices 5.000 km/år more from the listing own offer, and leaving by the stated minimum price', async () => {
    const id = (await item('stated'))?.id;
    const { body } = await api.get<ListingDetail>(`/api/listings/${id}?km=15000`);
    expect(body.full_price).toMatchObject({ total: 140_000, total_basis: 'stated', minimum_price: 37_000 });
    expect(body.risk.leaving).toEqual({ basis: 'stated_minimum', amount: 37_000 });
    expect(body.risk.extra_km_price).toBeNull();
    expect(body.risk.return_fee).toBeNull();
    // (3.900 − 3.700) × 36 mdr.
    expect(body.risk.more_km).toMatchObject({ basis: 'offer', amount: 7200, monthly_difference: 200 });
  });
});
