import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { analyticsEvents } from '../../../../db/schema';
import type { AnalyticsEvent } from '../../../../domain/analytics/analytics-event';
import { validAnalyticsEvents as examples } from '../../../../domain/analytics/analytics-event-examples';
import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import { toEventRow } from '../../../services/events/event-row';

const ctx = setupAuthApp();

afterEach(() => {
  vi.useRealTimers();
});

/** Stores one event as the collector would, received at `at`. */
async function store(at: string, event: Record<string, unknown>) {
  const receivedAt = new Date(at);
  const row = toEventRow(event as AnalyticsEvent, undefined, receivedAt);
  await ctx.handle.db.insert(analyticsEvents).values({ ...row, receivedAt });
}

async function report(query: string) {
  const cookie = await ctx.signIn(ADMIN);
  return ctx.request(`/api/admin/analytics${query}`, { headers: { cookie } });
}

describe('GET /api/admin/analytics', () => {
  it('aggregates every figure of a period in Danish calendar days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const catalog = buildCatalog([
      { make: 'Toyota', model: 'Yaris', seller: 'Bilhus A' },
      { make: 'Skoda', model: 'Elroq', seller: 'Bilhus B' },
    ]);
    await bulkInsertCatalog(ctx.handle.db, catalog);
    const [a, b] = catalog.ids as [string, string];
    const sellerA = catalog.sellers.find((s) => s.name === 'Bilhus A')?.id as string;
    const gone = randomUUID();
    const results = (rs: string, count: number, filters?: Record<string, string | number>) => ({
      ...examples.page_view_results,
      results_session_id: rs,
      results_count: count,
      filters_active: filters,
    });

    // Outside: 23:30 on 31 October and 00:30 on 8 November in Denmark.
    await store('2026-10-31T22:30:00Z', examples.page_view);
    await store('2026-11-07T23:30:00Z', examples.page_view);
    // Inside: 00:30 on 1 November in Denmark.
    await store('2026-10-31T23:30:00Z', examples.page_view);
    await store('2026-11-02T12:00:00Z', examples.page_view);
    await store('2026-11-03T10:00:00Z', results('rs_1_a', 5, { make: 'bmw', price_max: 5000 }));
    await store('2026-11-03T10:01:00Z', results('rs_1_a', 0, { make: 'bmw' }));
    await store('2026-11-03T11:00:00Z', results('rs_2_b', 0));
    await store('2026-11-03T10:00:30Z', { ...examples.filter_change, filter_key: 'makes' });
    await store('2026-11-03T10:00:40Z', { ...examples.filter_change, filter_key: 'makes' });
    await store('2026-11-03T10:00:50Z', { ...examples.filter_change, filter_key: 'price_max', value: 5000 });
    for (const id of [a, a, a, b, gone])
      await store('2026-11-04T09:00:00Z', { ...examples.listing_view, listing_id: id });
    for (const id of [a, a])
      await store('2026-11-04T09:01:00Z', { ...examples.listing_click, listing_id: id });
    await store('2026-11-04T09:02:00Z', { ...examples.page_view_detail, listing_id: a });
    await store('2026-11-04T09:03:00Z', { ...examples.outbound_click, listing_id: a, seller_id: sellerA });
    for (const id of [a, a, b])
      await store('2026-11-05T15:00:00Z', { ...examples.lease_terms_apply, listing_id: id });

    const response = await report('?from=2026-11-01&to=2026-11-07');
    expect(response.status).toBe(200);
    const body = (await response.json()) as AnalyticsReport;

    expect(body.period).toEqual({ from: '2026-11-01', to: '2026-11-07', days: 7 });
    expect(body.events).toBe(20);
    expect(body.pageViews).toEqual({
      total: 6,
      byPageType: [
        { key: 'results', count: 3 },
        { key: 'home', count: 2 },
        { key: 'listing_detail', count: 1 },
      ],
    });
    expect(body.searches).toEqual({ sessions: 2, resultsPageViews: 3, zeroResultPageViews: 2 });
    expect(body.filters).toEqual({
      changed: [
        { key: 'makes', count: 2 },
        { key: 'price_max', count: 1 },
      ],
      active: [
        { key: 'make', count: 2 },
        { key: 'price_max', count: 1 },
      ],
    });
    expect(body.funnel).toMatchObject({
      views: 5,
      clicks: 2,
      outbound: 1,
      clickRate: 0.4,
      outboundRate: 0.5,
    });
    expect(body.funnel.listings).toEqual(
      [
        {
          listingId: a,
          title: 'Toyota Yaris 1.8 Hybrid Active 140 HK',
          sellerName: 'Bilhus A',
          views: 3,
          clicks: 2,
          outbound: 1,
          clickRate: 2 / 3,
          outboundRate: 0.5,
        },
        {
          listingId: gone,
          title: null,
          sellerName: null,
          views: 1,
          clicks: 0,
          outbound: 0,
          clickRate: 0,
          outboundRate: null,
        },
        {
          listingId: b,
          title: 'Skoda Elroq 1.8 Hybrid Active 140 HK',
          sellerName: 'Bilhus B',
          views: 1,
          clicks: 0,
          outbound: 0,
          clickRate: 0,
          outboundRate: null,
        },
      ].sort((x, y) => y.views - x.views || x.listingId.localeCompare(y.listingId)),
    );
    expect(body.funnel.sellers.map((s) => [s.name, s.views, s.clicks, s.outbound, s.clickRate])).toEqual([
      ['Bilhus A', 3, 2, 1, 2 / 3],
      ['Bilhus B', 1, 0, 0, 0],
    ]);
    expect(body.leaseTermsApply).toEqual({ count: 3, listings: 2 });
    expect(body.daily.map((d) => d.day)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(body.daily[0]).toEqual({
      day: '2026-11-01',
      pageViews: 1,
      searches: 0,
      listingViews: 0,
      listingClicks: 0,
      outboundClicks: 0,
      leaseTermsApply: 0,
    });
    expect(body.daily[2]).toMatchObject({ pageViews: 3, searches: 2 });
    expect(body.daily[3]).toMatchObject({
      pageViews: 1,
      listingViews: 5,
      listingClicks: 2,
      outboundClicks: 1,
    });
    expect(body.daily[4]).toMatchObject({ leaseTermsApply: 3 });
    expect(body.daily[6]).toMatchObject({ pageViews: 0 });
  });

  it('defaults to the last 30 days in Denmark and answers an empty period with zeros', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on 30 November is already 1 December in Denmark.
    vi.setSystemTime(new Date('2026-11-30T23:30:00Z'));
    const body = (await (await report('')).json()) as AnalyticsReport;
    expect(body.period).toEqual({ from: '2026-11-02', to: '2026-12-01', days: 30 });
    expect(body.daily).toHaveLength(30);
    const empty = (await (await report('?from=2027-01-01&to=2027-01-02')).json()) as AnalyticsReport;
    expect(empty).toMatchObject({
      events: 0,
      pageViews: { total: 0, byPageType: [] },
      searches: { sessions: 0, resultsPageViews: 0, zeroResultPageViews: 0 },
      funnel: {
        views: 0,
        clicks: 0,
        outbound: 0,
        clickRate: null,
        outboundRate: null,
        listings: [],
        sellers: [],
      },
      leaseTermsApply: { count: 0, listings: 0 },
    });
  });

  it('reads final days from the rollup and recomputes a day until five minutes after it ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pageViews = async () => {
      const body = (await (await report('?from=2026-12-09&to=2026-12-10')).json()) as AnalyticsReport;
      return body.daily.map((d) => d.pageViews);
    };
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    await store('2026-12-09T12:00:00Z', examples.page_view);
    await store('2026-12-10T11:00:00Z', examples.page_view);
    expect(await pageViews()).toEqual([1, 1]);

    // 9 December is over: an event stored for it now is not read again; today is recomputed.
    await store('2026-12-09T13:00:00Z', examples.page_view);
    await store('2026-12-10T11:30:00Z', examples.page_view);
    expect(await pageViews()).toEqual([1, 2]);

    // Two minutes after midnight in Denmark a late insert still counts; after five minutes the day is final.
    vi.setSystemTime(new Date('2026-12-10T23:02:00Z'));
    await store('2026-12-10T22:59:59Z', examples.page_view);
    expect(await pageViews()).toEqual([1, 3]);
    await store('2026-12-10T22:59:59Z', examples.page_view);
    vi.setSystemTime(new Date('2026-12-10T23:05:00Z'));
    expect(await pageViews()).toEqual([1, 4]);
    await store('2026-12-10T22:59:59Z', examples.page_view);
    expect(await pageViews()).toEqual([1, 4]);
  });

  it.each([
    ['?from=2026-11-08&to=2026-11-01', 'Startdatoen skal ligge før slutdatoen'],
    ['?from=2025-01-01&to=2026-01-02', 'Perioden må højst være 366 dage'],
    ['?from=2026-02-30', 'Datoen skal have formen ÅÅÅÅ-MM-DD'],
  ])('rejects %s', async (query, message) => {
    const response = await report(query);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});
