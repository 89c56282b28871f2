import { describe, expect, it } from 'vitest';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import type { ListingSearchResponse } from '../../domain/listings/listing-api-types';
import type { SameCarResponse } from '../../domain/listings/same-car-api';
import { loadCatalogSnapshot } from './catalog-snapshot';

const polo = {
  make: 'Volkswagen',
  model: 'Polo',
  fuelType: 'Petrol',
  transmission: 'Manual',
  horsepower: 95,
} as const;

// One Polo at three sellers (written three ways), a Polo that differs in one respect each, and a car
// that one seller lists twice.
const api = setupApiWithCatalog(() => [
  {
    ...polo,
    seller: 'Amager Auto',
    variant: 'Style 1.0 TSI 95 HK',
    offers: [offer(15000, 36, 0, 3195), offer(20000, 36, 0, 3295)],
  },
  {
    ...polo,
    seller: 'Bilhuset Vest',
    variant: ' style 1,0 TSI 95 hk',
    offers: [offer(15000, 36, 0, 2995), offer(20000, 36, 0, 3495)],
  },
  {
    ...polo,
    seller: 'Center Biler',
    variant: 'Polo Style 1.0 TSI 95 HK manuel',
    offers: [offer(15000, 36, 0, 3395), offer(20000, 36, 0, 3195)],
  },
  {
    ...polo,
    seller: 'Amager Auto',
    variant: 'Style 1.0 TSI 110 HK',
    horsepower: 110,
    offers: [offer(15000, 36, 0, 3000)],
  },
  {
    ...polo,
    seller: 'Bilhuset Vest',
    variant: 'Style 1.0 TSI 95 HK',
    transmission: 'Automatic',
    offers: [offer(15000, 36, 0, 3100)],
  },
  {
    make: 'Toyota',
    model: 'Aygo X',
    variant: 'Active 72 HK',
    seller: 'Amager Auto',
    offers: [offer(15000, 36, 0, 2400)],
  },
  {
    make: 'Toyota',
    model: 'Aygo X',
    variant: 'Active 72 HK',
    seller: 'Amager Auto',
    offers: [offer(15000, 36, 0, 2450)],
  },
]);

const search = (query: string) => api.get<ListingSearchResponse>(`/api/listings?${query}`);
const sameCar = (id: string, query = '') => api.get<SameCarResponse>(`/api/listings/${id}/same-car?${query}`);
const polosAt = (body: ListingSearchResponse) => body.items.filter((item) => item.model === 'Polo');

describe('one car across sellers in the catalogue snapshot', () => {
  it('groups the listings that are one car at several sellers, and nothing else', async () => {
    const snapshot = await loadCatalogSnapshot(api.handle.db);
    const groups = snapshot.sameCar.members.map((members) =>
      Array.from(members, (i) => snapshot.listings[i]?.id).sort(),
    );
    expect(groups).toEqual([api.ids.slice(0, 3).sort()]);
    const alone = api.ids.slice(3).map((id) => snapshot.sameCar.groupOf[snapshot.byId.get(id) as number]);
    expect(alone).toEqual([-1, -1, -1, -1]);
  });
});

describe('GET /api/listings with one card per car', () => {
  it('shows the group as one card: the cheapest at the configuration, with the sellers and the "fra" price', async () => {
    const { body } = await search('km=15000&mdr=36&udb=0&sort=asc');
    expect(body.card_total).toBe(5);
    expect(body.total).toBe(7);
    const [card, ...others] = body.items.filter((item) => item.same_car);
    expect(others).toEqual([]);
    expect(card?.id).toBe(api.ids[1]);
    expect(card?.seller_name).toBe('Bilhuset Vest');
    expect(card?.same_car).toEqual({ sellers: 3, offers: 3, from_monthly_price: 2995 });
    expect(polosAt(body).map((item) => item.id)).toEqual([api.ids[1], api.ids[3], api.ids[4]]);
  });

  it('picks another representative at another configuration', async () => {
    const { body } = await search('km=20000&mdr=36&udb=0&sort=asc');
    const card = body.items.find((item) => item.same_car);
    expect(card?.id).toBe(api.ids[2]);
    expect(card?.same_car).toEqual({ sellers: 3, offers: 3, from_monthly_price: 3195 });
  });

  it('lets the cheapest listing that passes the filters stand for the car; the "fra" price is the whole group\'s', async () => {
    const { body } = await search('km=15000&mdr=36&udb=0&sort=asc&price_min=3150');
    const card = body.items.find((item) => item.same_car);
    expect(card?.id).toBe(api.ids[0]);
    expect(card?.monthly_price).toBe(3195);
    expect(card?.same_car?.from_monthly_price).toBe(2995);
    expect(body.total).toBe(2);
    expect(body.card_total).toBe(1);
  });

  it('pages count cards', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search(`km=15000&mdr=36&udb=0&sort=asc&limit=2&page=${page}`)),
    );
    const ids = pages.flatMap(({ body }) => body.items.map((item) => item.id));
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(pages.map(({ body }) => body.card_total)).toEqual([5, 5, 5]);
  });

  it("keeps one seller's two listings of a car as two cards without a group line", async () => {
    const { body } = await search('makes=Toyota');
    expect(body.items).toHaveLength(2);
    expect(body.items.every((item) => item.same_car === undefined)).toBe(true);
  });
});

describe('GET /api/listings/:id/same-car', () => {
  it("lists every seller's offer at the configuration, cheapest first", async () => {
    const { status, body } = await sameCar(api.ids[0] as string, 'km=15000&mdr=36&udb=0');
    expect(status).toBe(200);
    expect(body.offers.map((o) => [o.seller_name, o.monthly_price])).toEqual([
      ['Bilhuset Vest', 2995],
      ['Amager Auto', 3195],
      ['Center Biler', 3395],
    ]);
    expect(body.offers[0]).toMatchObject({
      id: api.ids[1],
      mileage_per_year: 15000,
      period_months: 36,
      first_payment: 0,
    });
  });

  it('follows the configuration', async () => {
    const { body } = await sameCar(api.ids[1] as string, 'km=20000&mdr=36&udb=0');
    expect(body.offers.map((o) => o.monthly_price)).toEqual([3195, 3295, 3495]);
  });

  it('answers an empty list for a car that stands alone, and 404 for a listing that is not public', async () => {
    expect((await sameCar(api.ids[3] as string)).body).toEqual({ offers: [] });
    expect((await sameCar('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
