import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, type ListingSpec } from '../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import { car, updateChange } from '../../db/ingestion/ingestion-test-data';
import { validAnalyticsEvents } from '../../domain/analytics/analytics-event-examples';
import { createImportBatch } from '../services/admin/ingestion/create-import-batch';

/**
 * Database queries per request, read from the development header x-query-count. The limits are small
 * constants that do not grow with the number of rows on the page: an N+1 would break them.
 */
const ctx = setupAuthApp();
const LISTINGS = 30;
let ids: string[] = [];
let sellerId = '';
let cookie = '';

const specs: ListingSpec[] = Array.from({ length: LISTINGS }, (_, index) => ({
  make: index % 2 ? 'Toyota' : 'Skoda',
  model: index % 2 ? 'Yaris' : 'Octavia',
  variant: `Variant ${index}`,
  seller: 'Tællehuset ApS',
  withImage: index < 10,
  offers: [
    { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 2500 + index * 10 },
    { mileage_per_year: 20000, period_months: 48, first_payment: 10000, monthly_price: 2700 + index * 10 },
  ],
}));

beforeAll(async () => {
  const bundle = buildCatalog(specs);
  await bulkInsertCatalog(ctx.handle.db, bundle);
  ids = bundle.ids;
  sellerId = bundle.sellers[0]?.id as string;
  cookie = await ctx.signIn(ADMIN);
});

async function queriesOf(path: string, init: RequestInit = {}): Promise<{ status: number; queries: number }> {
  const response = await ctx.request(path, init);
  await response.arrayBuffer();
  const header = response.headers.get('x-query-count');
  expect(header).toMatch(/^\d+$/);
  return { status: response.status, queries: Number(header) };
}

/** The first read of a process loads the catalogue snapshot; every later one only checks its version. */
async function warmedQueriesOf(path: string, init: RequestInit = {}) {
  await queriesOf(path, init);
  return queriesOf(path, init);
}

describe('queries per request', () => {
  it('a search page of 24 results, with filters, costs one version check', async () => {
    const page = await warmedQueriesOf('/api/listings?per_page=24');
    expect(page.status).toBe(200);
    expect(page.queries).toBeLessThanOrEqual(1);
    const filtered = await queriesOf('/api/listings?make=Toyota&max_price=4000&sort=price_asc');
    expect(filtered).toEqual({ status: 200, queries: page.queries });
  });

  it('a listing, its similar listings and the filters stay at a few queries', async () => {
    const detail = await warmedQueriesOf(`/api/listings/${ids[0]}`);
    expect(detail.status).toBe(200);
    expect(detail.queries).toBeLessThanOrEqual(1); // kept per catalogue version
    const otherDetail = await queriesOf(`/api/listings/${ids[1]}`);
    expect(otherDetail.status).toBe(200);
    expect(otherDetail.queries).toBeLessThanOrEqual(2); // version check, then listing, offers and images at once
    const similar = await warmedQueriesOf(`/api/listings/${ids[0]}/similar?limit=12`);
    expect(similar.status).toBe(200);
    expect(similar.queries).toBeLessThanOrEqual(1);
    const filters = await warmedQueriesOf('/api/filters');
    expect(filters.status).toBe(200);
    expect(filters.queries).toBeLessThanOrEqual(1);
  });

  it('a batch of analytics events costs the same few statements for 1 event as for 8', async () => {
    const post = (events: unknown[]) =>
      queriesOf('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
    const all = Object.values(validAnalyticsEvents).slice(0, 8);
    await post(all.slice(0, 1)); // the day's address salt is made once
    const one = await post(all.slice(0, 1));
    const eight = await post(all);
    expect([one.status, eight.status]).toEqual([202, 202]);
    expect(eight.queries).toBe(one.queries);
    expect(eight.queries).toBeLessThanOrEqual(3);
  });

  it('the admin listings list of 30 costs the session check and a few reads, not one per row', async () => {
    const list = await queriesOf('/api/admin/listings?per_page=50', { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.queries).toBeLessThanOrEqual(4);
  });

  it("a batch's review page reads the batch and its changes in two queries after the session check", async () => {
    const { batchId } = await createImportBatch(ctx.handle.db, {
      sellerId,
      sessionIds: [],
      scope: [{ make: 'Toyota', model: 'Yaris' }],
      changes: ids
        .slice(0, 12)
        .map((id, index) => updateChange(id, car({ model: 'Yaris', variant: `Variant ${index}` }))),
      actor: null,
    });
    const review = await queriesOf(`/api/admin/batches/${batchId}`, { headers: { cookie } });
    expect(review.status).toBe(200);
    expect(review.queries).toBeLessThanOrEqual(4);
  });
});
