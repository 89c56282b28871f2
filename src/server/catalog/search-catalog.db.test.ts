import { describe, expect, it } from 'vitest';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import type { ListingSearchResponse } from '../../domain/listings/listing-api-types';

const api = setupApiWithCatalog(() => [
  // original-system.md §2.7 row 13
  {
    make: 'Toyota',
    model: 'Corolla',
    retailPrice: 220000,
    offers: [offer(15000, 36, 35000, 4500), offer(15000, 36, 0, 4200)],
  },
  {
    make: 'Honda',
    model: 'Civic',
    retailPrice: 200000,
    offers: [offer(15000, 36, 35000, 3500)],
    fuelType: 'Petrol',
  },
  {
    make: 'BMW',
    model: 'X3',
    retailPrice: 350000,
    offers: [offer(15000, 36, 35000, 5000)],
    bodyType: 'SUV',
    fuelType: 'Plug-in - Diesel',
  },
  // row 14: three Fords with equal offers, different updated_at
  {
    make: 'Ford',
    model: 'Focus',
    variant: 'a',
    offers: [offer(15000, 36, 35000, 4000)],
    updatedAt: new Date('2025-01-01T00:00:00Z'),
  },
  {
    make: 'Ford',
    model: 'Focus',
    variant: 'b',
    offers: [offer(15000, 36, 35000, 4000)],
    updatedAt: new Date('2025-01-03T00:00:00Z'),
  },
  {
    make: 'Ford',
    model: 'Focus',
    variant: 'c',
    offers: [offer(15000, 36, 35000, 4000)],
    updatedAt: new Date('2025-01-02T00:00:00Z'),
  },
  // issue 19: the cheapest month is not the cheapest lease once the first payment counts
  {
    make: 'Kia',
    model: 'Sportage',
    variant: 'deposit',
    fuelType: 'Diesel',
    offers: [offer(15000, 36, 4995, 3695)],
  },
  {
    make: 'Kia',
    model: 'Sportage',
    variant: 'none',
    fuelType: 'Diesel',
    offers: [offer(15000, 36, 0, 3795)],
  },
  {
    make: 'Kia',
    model: 'Sportage',
    variant: 'short',
    fuelType: 'Diesel',
    offers: [offer(15000, 12, 0, 3995)],
  },
  // never public
  { make: 'Skoda', model: 'Enyaq', status: 'pending', offers: [offer(15000, 36, 35000, 3000)] },
  { make: 'Skoda', model: 'Elroq', status: 'inactive', offers: [offer(15000, 36, 35000, 3000)] },
  { make: 'Skoda', model: 'Octavia', offers: [] },
  // implausible retail: public, no score
  {
    make: 'Fiat',
    model: '500',
    retailPrice: 50000,
    offers: [offer(20000, 24, 0, 2100)],
    bodyType: 'Microcar',
    fuelType: 'Electric',
  },
]);

const search = (query = '') => api.get<ListingSearchResponse>(`/api/listings${query}`);

describe('GET /api/listings', () => {
  it('shows only active listings that have offers', async () => {
    const { status, body } = await search();
    expect(status).toBe(200);
    expect(body.total).toBe(10);
    expect(body.items.map((i) => i.make)).not.toContain('Skoda');
    expect(body).toMatchObject({ page: 1, limit: 20 });
  });

  it('applies the price cap to the displayed offer (§2.7 row 13)', async () => {
    const { body } = await search('?price_max=4200&km=15000&sort=asc&makes=Toyota&makes=Honda&makes=BMW');
    expect(body.total).toBe(2);
    expect(body.items.map((i) => i.make)).toEqual(['Honda', 'Toyota']);
    const toyota = body.items[1];
    expect(toyota).toMatchObject({
      display_monthly_price: 4200,
      monthly_price: 4200,
      display_price_reason: 'price_cap_best_fit',
      ideal_monthly_price: 4500,
      ideal_deposit: 35000,
      ideal_mileage: 15000,
      ideal_term: 36,
      price_cap_delta: 300,
      selected_deposit: 0,
      total_cost: 36 * 4200,
    });
    expect(toyota?.lease_score).toBe(57);
  });

  it('breaks price ties by newest update (§2.7 row 14)', async () => {
    const { body } = await search('?price_max=4500&sort=asc&makes=Ford');
    expect(body.items.map((i) => i.variant)).toEqual(['b', 'c', 'a']);
  });

  it('sorts by total cost and by monthly cost with the first payment spread over the term', async () => {
    const order = async (sort: string) =>
      (await search(`?makes=Kia&sort=${sort}`)).body.items.map((i) => i.variant);
    expect(await order('asc')).toEqual(['deposit', 'none', 'short']);
    // Totals: 12 × 3 995 = 47 940; 36 × 3 795 = 136 620; 4 995 + 36 × 3 695 = 138 015.
    expect(await order('total_asc')).toEqual(['short', 'none', 'deposit']);
    // Per month: 3 795; 138 015 / 36 ≈ 3 834; 3 995.
    expect(await order('effective_asc')).toEqual(['none', 'deposit', 'short']);
  });

  it('sorts by the displayed offer score with unscored listings last', async () => {
    const { body } = await search();
    const scores = body.items.map((i) => i.lease_score);
    expect(scores[scores.length - 1]).toBeNull();
    const scored = scores.filter((s): s is number => s !== null);
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
    expect(body.items.find((i) => i.make === 'Toyota')?.lease_score).toBe(34);
  });

  it('filters a strict mileage: only listings with that mileage stay', async () => {
    const { body } = await search('?km=20000');
    expect(body.items.map((i) => i.make)).toEqual(['Fiat']);
    expect(body.items[0]).toMatchObject({ selected_mileage: 20000, offer_selection_method: 'fallback' });
  });

  it('filters fuel groups: hybrid includes every plug-in, plugin_hybrid only plug-ins', async () => {
    const hybrid = await search('?fuel_type=hybrid');
    expect(new Set(hybrid.body.items.map((i) => i.make))).toEqual(new Set(['Toyota', 'BMW', 'Ford']));
    const plugin = await search('?fuel_type=plugin_hybrid');
    expect(plugin.body.items.map((i) => i.make)).toEqual(['BMW']);
    const electricOrPetrol = await search('?fuel_type=electric&fuel_type=petrol');
    expect(new Set(electricOrPetrol.body.items.map((i) => i.make))).toEqual(new Set(['Fiat', 'Honda']));
  });

  it('filters body types by slug and combines makes with models per make', async () => {
    expect((await search('?body_type=suv')).body.items.map((i) => i.make)).toEqual(['BMW']);
    expect((await search('?body_type=Mikro')).body.items.map((i) => i.make)).toEqual(['Fiat']);
    const combined = await search('?makes=Toyota&makes=BMW&models=X3');
    expect(new Set(combined.body.items.map((i) => i.model))).toEqual(new Set(['Corolla', 'X3']));
  });

  it('matches every word of q against make, model and variant', async () => {
    expect((await search('?q=ford%20b')).body.items.map((i) => i.variant)).toEqual(['b']);
    expect((await search('?q=nothing-like-this')).body.total).toBe(0);
  });

  it('falls back on invalid values instead of failing', async () => {
    const { status, body } = await search(
      '?page=abc&limit=999&sort=bogus&km=abc&fuel_type=xyz&price_max=-5&view=cards',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 20, total: 10 });
  });

  it('paginates with a total that covers every page', async () => {
    const first = await search('?limit=10&sort=asc');
    expect(first.body.items).toHaveLength(10);
    const beyond = await search('?limit=10&page=2');
    expect(beyond.body).toMatchObject({ items: [], total: 10, page: 2 });
  });

  it('carries the spec fields on every item', async () => {
    const { body } = await search();
    for (const item of body.items) {
      expect(item).toHaveProperty('offer_count');
      expect(item.has_multiple_offers).toBe(item.offer_count > 1);
      expect(item.monthly_price).toBe(item.display_monthly_price);
      expect(item.total_cost).toBe(item.first_payment + item.period_months * item.monthly_price);
      expect(['exact', 'fallback', 'closest', 'default']).toContain(item.offer_selection_method);
    }
  });
});
