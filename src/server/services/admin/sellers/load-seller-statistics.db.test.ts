import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { storeEnquiry } from '../../../../../tests/helpers/enquiry-fixtures';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { analyticsEvents } from '../../../../db/schema';
import { type AnalyticsEvent, analyticsEventSchema } from '../../../../domain/analytics/analytics-event';
import { validAnalyticsEvents as examples } from '../../../../domain/analytics/analytics-event-examples';
import type { SellerStatistics } from '../../../../domain/sellers/seller-statistics';
import { toEventRow } from '../../events/event-row';
import { loadSellerStatistics } from './load-seller-statistics';

const ctx = setupAuthApp();
const NOW = new Date('2026-11-10T12:00:00Z');
const WEEK = { from: '2026-11-01', to: '2026-11-07', days: 7 };
let corolla: string;
let niro: string;
let otherSellersCar: string;
let sellerId: string;
let otherSellerId: string;

/** Validates the event against the contract and stores it as the collector would, received at `at`. */
async function store(at: string, event: Record<string, unknown>, times = 1) {
  const valid = analyticsEventSchema.parse(event) as AnalyticsEvent;
  const receivedAt = new Date(at);
  for (let i = 0; i < times; i++) {
    await ctx.handle.db
      .insert(analyticsEvents)
      .values({ ...toEventRow(valid, undefined, receivedAt), receivedAt });
  }
}

const shown = (listing: string) => ({ ...examples.listing_view, listing_id: listing });
const opened = (listing: string) => ({
  ...examples.page_view_detail,
  listing_id: listing,
  path: `/listing/${listing}`,
});
const outbound = (listing: string, seller: string) => ({
  ...examples.outbound_click,
  listing_id: listing,
  seller_id: seller,
});

async function enquiry(listing: string | null, seller: string, at: string, status: 'new' | 'spam' = 'new') {
  const id = await storeEnquiry(ctx.handle.db, { sellerId: seller, createdAt: new Date(at), status });
  await ctx.handle.db.execute(sql`update enquiries set listing_id = ${listing} where id = ${id}`);
}

beforeAll(async () => {
  const bundle = buildCatalog([
    { make: 'Toyota', model: 'Corolla', variant: 'Active', seller: 'Statistik Bilhus' },
    { make: 'Kia', model: 'Niro', variant: 'EV', seller: 'Statistik Bilhus' },
    { make: 'Skoda', model: 'Enyaq', variant: '85', seller: 'Anden Forhandler' },
  ]);
  await bulkInsertCatalog(ctx.handle.db, bundle);
  [corolla, niro, otherSellersCar] = bundle.ids as [string, string, string];
  sellerId = bundle.listings[0]?.sellerId as string;
  otherSellerId = bundle.listings[2]?.sellerId as string;

  await store('2026-11-02T10:00:00Z', shown(corolla), 5);
  await store('2026-11-02T10:00:00Z', opened(corolla), 4);
  await store('2026-11-05T10:00:00Z', shown(corolla), 3);
  await store('2026-11-05T10:00:00Z', outbound(corolla, sellerId), 2);
  await store('2026-11-03T10:00:00Z', shown(niro), 2);
  await store('2026-11-03T10:00:00Z', opened(niro));
  // Another seller's car: none of it counts for this seller.
  await store('2026-11-03T10:00:00Z', shown(otherSellersCar), 7);
  await store('2026-11-03T10:00:00Z', opened(otherSellersCar), 2);
  await store('2026-11-03T10:00:00Z', outbound(otherSellersCar, otherSellerId));
  // 23:59 on 31 October and 00:30 on 8 November in Denmark: outside the week.
  await store('2026-10-31T22:59:00Z', shown(corolla));
  await store('2026-10-31T22:59:00Z', opened(corolla));
  await store('2026-11-07T23:30:00Z', opened(corolla));

  await enquiry(corolla, sellerId, '2026-11-02T11:00:00Z');
  await enquiry(corolla, sellerId, '2026-11-05T11:00:00Z');
  await enquiry(corolla, sellerId, '2026-11-05T12:00:00Z', 'spam');
  await enquiry(null, sellerId, '2026-11-06T09:00:00Z'); // its listing deleted since
  await enquiry(corolla, sellerId, '2026-11-07T23:30:00Z'); // 8 November in Denmark
  await enquiry(otherSellersCar, otherSellerId, '2026-11-03T11:00:00Z');
});

describe('seller statistics (issue 29)', () => {
  it('counts impressions, detail views, outbound clicks and enquiries (no spam) of the seller in the period', async () => {
    const statistics = (await loadSellerStatistics(ctx.handle.db, sellerId, WEEK, NOW)) as SellerStatistics;
    expect(statistics.sellerName).toBe('Statistik Bilhus');
    expect(statistics.totals).toEqual({
      impressions: 10,
      detailViews: 5,
      outboundClicks: 2,
      enquiries: 3,
      enquiryRate: 3 / 5,
    });
    expect(statistics.listings).toEqual([
      {
        listingId: corolla,
        title: 'Toyota Corolla Active',
        impressions: 8,
        detailViews: 4,
        outboundClicks: 2,
        enquiries: 2,
        enquiryRate: 0.5,
      },
      {
        listingId: niro,
        title: 'Kia Niro EV',
        impressions: 2,
        detailViews: 1,
        outboundClicks: 0,
        enquiries: 0,
        enquiryRate: 0,
      },
      {
        listingId: null,
        title: 'Slettede annoncer',
        impressions: 0,
        detailViews: 0,
        outboundClicks: 0,
        enquiries: 1,
        enquiryRate: null,
      },
    ]);
  });

  it('gives every day of the period, empty days as zero', async () => {
    const { daily } = (await loadSellerStatistics(ctx.handle.db, sellerId, WEEK, NOW)) as SellerStatistics;
    expect(daily.map((d) => d.day)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(daily[0]).toEqual({
      day: '2026-11-01',
      impressions: 0,
      detailViews: 0,
      outboundClicks: 0,
      enquiries: 0,
    });
    expect(daily[1]).toEqual({
      day: '2026-11-02',
      impressions: 5,
      detailViews: 4,
      outboundClicks: 0,
      enquiries: 1,
    });
    expect(daily[4]).toEqual({
      day: '2026-11-05',
      impressions: 3,
      detailViews: 0,
      outboundClicks: 2,
      enquiries: 1,
    });
    expect(daily[5]).toEqual({
      day: '2026-11-06',
      impressions: 0,
      detailViews: 0,
      outboundClicks: 0,
      enquiries: 1,
    });
  });

  it('keeps the other seller to its own figures, and is null for an unknown seller', async () => {
    const other = (await loadSellerStatistics(ctx.handle.db, otherSellerId, WEEK, NOW)) as SellerStatistics;
    expect(other.totals).toEqual({
      impressions: 7,
      detailViews: 2,
      outboundClicks: 1,
      enquiries: 1,
      enquiryRate: 0.5,
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await loadSellerStatistics(ctx.handle.db, unknown, WEEK, NOW)).toBeNull();
  });

  it('is answered by GET /api/admin/sellers/:id/statistics, with Danish errors for a bad period', async () => {
    const cookie = await ctx.signIn(ADMIN);
    const get = (path: string) => ctx.request(path, { headers: { cookie } });
    const response = await get(`/api/admin/sellers/${sellerId}/statistics?from=2026-11-01&to=2026-11-07`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SellerStatistics).totals).toMatchObject({
      impressions: 10,
      enquiries: 3,
    });

    const reversed = await get(`/api/admin/sellers/${sellerId}/statistics?from=2026-11-07&to=2026-11-01`);
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'from', message: 'Startdatoen skal ligge før slutdatoen' },
    ]);
    const byDefault = (await (
      await get(`/api/admin/sellers/${sellerId}/statistics`)
    ).json()) as SellerStatistics;
    expect(byDefault.period.days).toBe(30);
    expect((await get('/api/admin/sellers/abc/statistics')).status).toBe(404);
    expect((await get('/api/admin/sellers/00000000-0000-4000-8000-000000000000/statistics')).status).toBe(
      404,
    );
    expect((await ctx.request(`/api/admin/sellers/${sellerId}/statistics`)).status).toBe(401);
  });
});
