import { describe, expect, it } from 'vitest';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import type {
  ListingDetail,
  ListingFilters,
  ListingSearchResponse,
} from '../../domain/listings/listing-api-types';

// Issue 27 part 2 (ADR 054): "inkl. service" and "inkl. forsikring" keep the cars whose seller states the
// item included; "not included" (even priced) and "not stated" do not pass. Cards carry the grade.
const api = setupApiWithCatalog(() => [
  {
    model: 'Alt inkluderet',
    offers: [offer(15000, 36, 0, 3000)],
    includedItems: {
      service: { status: 'included' },
      tyres: { status: 'included' },
      insurance: { status: 'included' },
      roadside: { status: 'included' },
      metallic_paint: { status: 'included' },
      delivery: { status: 'included' },
      green_tax: { status: 'included' },
    },
  },
  {
    model: 'Kun service',
    offers: [offer(15000, 36, 0, 3100)],
    includedItems: { service: { status: 'included' }, insurance: { status: 'excluded', monthly_price: 349 } },
  },
  {
    model: 'Service koster',
    offers: [offer(15000, 36, 0, 3200)],
    includedItems: { service: { status: 'excluded', monthly_price: 299 } },
  },
  { model: 'Intet oplyst', offers: [offer(15000, 36, 0, 3300)] },
  // Not public: counted by no filter.
  {
    model: 'Kladde',
    status: 'pending',
    offers: [offer(15000, 36, 0, 3400)],
    includedItems: { service: { status: 'included' }, insurance: { status: 'included' } },
  },
]);

async function search(query: string) {
  const { status, body } = await api.get(`/api/listings?sort=asc&${query}`);
  expect(status).toBe(200);
  const response = body as ListingSearchResponse;
  return {
    total: response.total,
    cars: response.items.map((item) => `${item.model} ${item.disclosed_items}/7`),
  };
}

describe('GET /api/listings ?inkl=', () => {
  it.each([
    {
      query: '',
      total: 4,
      cars: ['Alt inkluderet 7/7', 'Kun service 2/7', 'Service koster 1/7', 'Intet oplyst 0/7'],
    },
    { query: 'inkl=service', total: 2, cars: ['Alt inkluderet 7/7', 'Kun service 2/7'] },
    { query: 'inkl=forsikring', total: 1, cars: ['Alt inkluderet 7/7'] },
    { query: 'inkl=service&inkl=forsikring', total: 1, cars: ['Alt inkluderet 7/7'] },
    // An unknown item is no filter (URL fallbacks, ADR 005).
    { query: 'inkl=d%C3%A6k', total: 4, cars: expect.any(Array) },
  ])('$query → $total', async ({ query, total, cars }) => {
    expect(await search(query)).toEqual({ total, cars });
  });

  it('the detail page gets every stated item; an unstated listing gets none', async () => {
    const [, kunService, , intet] = api.ids;
    const detail = (await api.get(`/api/listings/${kunService}`)).body as ListingDetail;
    expect(detail.included_items).toEqual({
      service: { status: 'included' },
      insurance: { status: 'excluded', monthly_price: 349 },
    });
    expect(detail.disclosed_items).toBe(2);
    const none = (await api.get(`/api/listings/${intet}`)).body as ListingDetail;
    expect(none.included_items).toEqual({});
    expect(none.disclosed_items).toBe(0);
  });
});

describe('GET /api/filters counts the "inkl." filters', () => {
  it('counts the public cars whose seller states each item included, as many as the filter finds', async () => {
    const { body } = await api.get<ListingFilters>('/api/filters');
    expect(body.included).toEqual([
      { value: 'service', label: 'inkl. service', count: 2 },
      { value: 'forsikring', label: 'inkl. forsikring', count: 1 },
    ]);
    for (const option of body.included) {
      expect((await search(`inkl=${option.value}`)).total).toBe(option.count);
    }
  });
});
