import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { offer } from '../../../../../tests/factories/lease-offer-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import type { ListingDetail, ListingSearchResponse } from '../../../../domain/listings/listing-api-types';

const ctx = setupAuthApp();
let cookie: string;
let listingId: string;

beforeAll(async () => {
  const bundle = buildCatalog([
    {
      make: 'Skoda',
      model: 'Enyaq',
      retailPrice: 400000,
      offers: [offer(15000, 36, 35000, 3900), offer(25000, 48, 0, 4600), offer(25000, 36, 0, 4800)],
    },
  ]);
  await bulkInsertCatalog(ctx.handle.db, bundle);
  listingId = bundle.ids[0] as string;
  cookie = await ctx.signIn(ADMIN);
});

const shown = async () => {
  const search = (await (await ctx.request('/api/listings')).json()) as ListingSearchResponse;
  const detail = (await (await ctx.request(`/api/listings/${listingId}`)).json()) as ListingDetail;
  const item = search.items[0];
  return {
    search: item && [item.mileage_per_year, item.period_months, item.first_payment],
    detail: [detail.mileage_per_year, detail.period_months, detail.first_payment],
  };
};

describe('Indstillinger › Standardsøgning reaches the public search', () => {
  it('shows the offer nearest the saved targets once they are saved, until a visitor chooses', async () => {
    expect(await shown()).toEqual({ search: [15000, 36, 35000], detail: [15000, 36, 35000] });

    const saved = await ctx.request('/api/admin/settings/search_defaults', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mileage: 25000, term: 48, deposit: 0, expectedVersion: 0 }),
    });
    expect(saved.status).toBe(200);
    expect(await shown()).toEqual({ search: [25000, 48, 0], detail: [25000, 48, 0] });

    const chosen = (await (
      await ctx.request(`/api/listings/${listingId}?km=15000&mdr=36&udb=35000`)
    ).json()) as ListingDetail;
    expect([chosen.mileage_per_year, chosen.first_payment]).toEqual([15000, 35000]);
  });
});
