import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import type { ListingDetail, ListingFilters, ListingSummary } from '../../domain/listings/listing-api-types';

const api = setupApiWithCatalog(() => [
  {
    make: 'Volkswagen',
    model: 'ID.4',
    variant: 'Pro Performance 204 HK',
    bodyType: 'SUV',
    fuelType: 'Electric',
    retailPrice: 475000,
    withImage: true,
    offers: [
      offer(15000, 36, 35000, 4999),
      offer(20000, 24, 35000, 5499),
      offer(15000, 36, 0, 5600),
      offer(20000, 36, 0, 5900),
    ],
  },
  {
    make: 'Volkswagen',
    model: 'ID.4',
    variant: 'GTX Performance 299 HK',
    bodyType: 'SUV',
    fuelType: 'Electric',
    retailPrice: 520000,
    offers: [offer(15000, 36, 35000, 5300)],
  },
  {
    make: 'Skoda',
    model: 'Enyaq',
    variant: '85 Sportline',
    bodyType: 'SUV',
    fuelType: 'Electric',
    retailPrice: 460000,
    offers: [offer(15000, 36, 35000, 4800)],
  },
  {
    make: 'Kia',
    model: 'EV3',
    bodyType: 'SUV',
    fuelType: 'Electric',
    retailPrice: 300000,
    offers: [offer(15000, 36, 35000, 3900)],
  },
  {
    make: 'Toyota',
    model: 'Aygo X',
    bodyType: 'Microcar',
    fuelType: 'Petrol',
    transmission: 'Manual',
    seats: 4,
    retailPrice: 185000,
    offers: [offer(15000, 36, 15000, 2195)],
  },
  { make: 'Toyota', model: 'bZ4X', status: 'pending', offers: [offer(15000, 36, 35000, 3999)] },
]);

describe('GET /api/listings/:id', () => {
  it('answers the listing with the offer chosen by the fallback chain', async () => {
    const id = api.ids[0] as string;
    const { status, body } = await api.get<ListingDetail>(`/api/listings/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      make: 'Volkswagen',
      model: 'ID.4',
      offer_selection_stage: 'strict',
      offer_selection_method: 'default',
      selected_mileage: 15000,
      selected_term: 36,
      selected_deposit: 35000,
      monthly_price: 4999,
      total_cost: 35000 + 36 * 4999,
      seller_name: 'Test Bilhus ApS',
      seller_location: 'Testvej 1, 2100 København Ø',
      external_url: 'https://www.example.dk/tilbud',
      offer_count: 4,
    });
    expect(body.all_lease_pricing.map((o) => o.monthly_price)).toEqual([4999, 5499, 5600, 5900]);
    expect(body.lease_score_breakdown).toMatchObject({
      calculation_version: '2.1',
      baseline: { method: 'anchors' },
    });
    expect(body.lease_score).toBe(body.lease_score_breakdown?.totalScore);
    expect(body.images).toHaveLength(1);
    expect(body.image).toBe(body.images[0]?.url);
  });

  it('reads km/mdr/udb and their long names', async () => {
    const id = api.ids[0] as string;
    const short = await api.get<ListingDetail>(`/api/listings/${id}?km=20000&mdr=24&udb=35000`);
    expect(short.body).toMatchObject({
      selected_mileage: 20000,
      selected_term: 24,
      monthly_price: 5499,
      offer_selection_method: 'exact',
    });
    const long = await api.get<ListingDetail>(
      `/api/listings/${id}?selectedMileage=20000&selectedTerm=36&selectedDeposit=0`,
    );
    expect(long.body).toMatchObject({
      selected_mileage: 20000,
      selected_term: 36,
      selected_deposit: 0,
      monthly_price: 5900,
    });
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-listing'],
  ])('answers 404 for %s', async (_, id) => {
    const { status, body } = await api.get(`/api/listings/${id}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'Listing not found' });
  });

  it('answers 404 for a listing that is not public', async () => {
    const { status } = await api.get(`/api/listings/${api.ids[5]}`);
    expect(status).toBe(404);
  });
});

describe('GET /api/listings/:id/similar', () => {
  it('puts the same model first and never the listing itself', async () => {
    const id = api.ids[0] as string;
    const { status, body } = await api.get<{ items: ListingSummary[] }>(`/api/listings/${id}/similar`);
    expect(status).toBe(200);
    const ids = body.items.map((i) => i.id);
    expect(ids).not.toContain(id);
    expect(ids[0]).toBe(api.ids[1]);
    expect(ids).toContain(api.ids[2]);
    expect(ids).not.toContain(api.ids[5]);
  });

  it('answers 404 for an unknown listing', async () => {
    const { status } = await api.get(`/api/listings/${randomUUID()}/similar`);
    expect(status).toBe(404);
  });
});

describe('GET /api/filters', () => {
  it('counts public listings per make, model and filter value', async () => {
    const { body } = await api.get<ListingFilters>('/api/filters');
    expect(body.total).toBe(5);
    expect(body.makes.map((m) => [m.name, m.count])).toEqual([
      ['Kia', 1],
      ['Skoda', 1],
      ['Toyota', 1],
      ['Volkswagen', 2],
    ]);
    expect(body.fuel_types.find((f) => f.value === 'electric')).toMatchObject({
      label: 'Elektrisk',
      count: 4,
    });
    expect(body.body_types.find((b) => b.value === 'suv')?.count).toBe(4);
    expect(body.transmissions.find((t) => t.value === 'manual')?.count).toBe(1);
    expect(body.ranges.monthly_price).toEqual({ min: 2195, max: 5900 });
    expect(body.ranges.seats).toEqual({ min: 4, max: 5 });
    expect(body.mileages).toEqual([15000, 20000]);
  });
});

describe('files and health', () => {
  it('serves a listing image under its content hash, cached for good', async () => {
    const { body } = await api.get<ListingDetail>(`/api/listings/${api.ids[0]}`);
    const response = await api.app.request(body.image as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('<svg');
  });

  it('answers JSON 404 for unknown files and API paths', async () => {
    expect((await api.get(`/api/files/${'0'.repeat(64)}`)).status).toBe(404);
    const unknown = await api.get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('compresses JSON for clients that accept it', async () => {
    const response = await api.app.request('/api/listings', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const plain = await api.app.request('/api/listings');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('reports health', async () => {
    expect((await api.get('/api/health')).body).toEqual({ status: 'ok' });
  });
});
