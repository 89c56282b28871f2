import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../../tests/setup/test-database';
import { type DatabaseHandle, queryRows } from '../../../db/client';
import { MAX_EVENT_BYTES, SESSION_ID_PATTERN } from '../../../domain/analytics/analytics-event';
import { EXAMPLE_LISTING_ID, validAnalyticsEvents } from '../../../domain/analytics/analytics-event-examples';
import { createApp } from '../../app';
import {
  EVENT_BYTES_PER_CLIENT_PER_DAY,
  EVENT_REQUESTS_PER_MINUTE,
  eventRoutes,
  MAX_BATCH_BODY_BYTES,
} from './event-routes';

type StoredEvent = {
  received_at: Date | string;
  occurred_at: Date | string;
  event: string;
  session_id: string;
  path: string;
  page_type: string | null;
  listing_id: string | null;
  seller_id: string | null;
  results_session_id: string | null;
  properties: unknown;
};

const NOW = new Date('2026-11-22T10:00:30.000Z');
const events = validAnalyticsEvents;

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  handle = await createTestDatabase();
  app = createApp({ db: handle.db, trustedProxyHeader: 'x-forwarded-for' }).app;
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The salts stay: each app caches the day's salt, as a running server does.
  await handle.db.execute(sql`truncate analytics_events, analytics_rate_limits`);
});
afterEach(() => {
  vi.useRealTimers();
});

let nextAddress = 1;
/** Each request from its own address unless one is given, so the rate limit only bites where tested. */
function post(target: Hono | typeof app, body: string, headers: Record<string, string> = {}) {
  return target.request('/api/events', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${nextAddress++ % 250}`,
      ...headers,
    },
  });
}

async function storedEvents(): Promise<StoredEvent[]> {
  return queryRows<StoredEvent>(handle.db, sql`select * from analytics_events order by id`);
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** A stored event without the session the collector gave it. */
const sessionless = (properties: unknown) => {
  const { session_id: _session, ...rest } = properties as Record<string, unknown>;
  return rest;
};

describe('POST /api/events', () => {
  it('stores a valid batch exactly, one row per event with its columns and the whole event', async () => {
    const batch = [
      events.page_view_results,
      events.page_view_detail,
      events.listing_view,
      events.outbound_click,
    ];
    const response = await post(app, JSON.stringify({ events: batch }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 4, dropped: 0 });

    const rows = await storedEvents();
    expect(rows.map((row) => sessionless(row.properties))).toEqual(batch);
    expect(rows.map((row) => [row.event, row.page_type, row.listing_id, row.results_session_id])).toEqual([
      ['page_view', 'results', null, 'rs_1732284000000_ab12'],
      ['page_view', 'listing_detail', EXAMPLE_LISTING_ID, null],
      ['listing_view', null, EXAMPLE_LISTING_ID, events.listing_view.results_session_id],
      ['outbound_click', null, EXAMPLE_LISTING_ID, null],
    ]);
    expect(rows[3]?.seller_id).toBe(events.outbound_click.seller_id);
    for (const row of rows) {
      expect(row.session_id).toMatch(SESSION_ID_PATTERN);
      expect(row.session_id).toBe(rows[0]?.session_id);
      expect((row.properties as { session_id?: string }).session_id).toBe(row.session_id);
      expect(iso(row.received_at)).toBe(NOW.toISOString());
      expect(iso(row.occurred_at)).toBe(NOW.toISOString());
    }
    expect(rows.map((row) => row.path)).toEqual(batch.map((event) => event.path));
  });

  it("keeps the client's occurred_at within a day of receipt and out of the stored event", async () => {
    const hourAgo = NOW.getTime() - 3_600_000;
    const batch = [
      { ...events.page_view, occurred_at: hourAgo },
      { ...events.page_view, occurred_at: NOW.getTime() - 3 * 86_400_000 },
      { ...events.page_view, occurred_at: NOW.getTime() + 5 * 86_400_000 },
      { ...events.page_view, occurred_at: 'yesterday' },
    ];
    expect((await post(app, JSON.stringify({ events: batch }))).status).toBe(202);
    const rows = await storedEvents();
    expect(rows.map((row) => iso(row.occurred_at))).toEqual([
      new Date(hourAgo).toISOString(),
      new Date(NOW.getTime() - 86_400_000).toISOString(),
      new Date(NOW.getTime() + 86_400_000).toISOString(),
      NOW.toISOString(),
    ]);
    expect(rows.every((row) => !('occurred_at' in (row.properties as object)))).toBe(true);
  });

  it('drops and counts invalid and oversized events while storing the rest', async () => {
    const oversized = { ...events.listing_view, padding: 'x'.repeat(MAX_EVENT_BYTES) };
    const batch = [
      events.page_view,
      { ...events.page_view, session_id: 'not-a-session' },
      oversized,
      { ...events.listing_view, position: 1001 },
      'not an event',
      events.lease_terms_apply,
    ];
    const response = await post(app, JSON.stringify({ events: batch }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, dropped: 4 });
    expect((await storedEvents()).map((row) => sessionless(row.properties))).toEqual([
      events.page_view,
      events.lease_terms_apply,
    ]);
  });

  it('stores the enquiry events with their listing and seller columns, and drops one with a bad reason', async () => {
    const batch = [
      events.lead_form_open,
      events.lead_submit_failed_validation,
      { ...events.lead_submit_failed, failure_reason: 'timeout' },
      events.lead_submit,
    ];
    const response = await post(app, JSON.stringify({ events: batch }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 3, dropped: 1 });
    const rows = await storedEvents();
    expect(rows.map((row) => sessionless(row.properties))).toEqual([
      events.lead_form_open,
      events.lead_submit_failed_validation,
      events.lead_submit,
    ]);
    expect(rows.map((row) => [row.event, row.listing_id, row.seller_id])).toEqual([
      ['lead_form_open', EXAMPLE_LISTING_ID, events.lead_form_open.seller_id],
      ['lead_submit_failed', EXAMPLE_LISTING_ID, events.lead_form_open.seller_id],
      ['lead_submit', EXAMPLE_LISTING_ID, events.lead_form_open.seller_id],
    ]);
  });

  it('answers 202 with nothing stored when every event is dropped', async () => {
    const response = await post(app, JSON.stringify({ events: [{ event: 'page_view' }] }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 0, dropped: 1 });
    expect(await storedEvents()).toEqual([]);
  });

  it('accepts a text/plain body, as navigator.sendBeacon sends a string', async () => {
    const response = await post(app, JSON.stringify({ events: [events.listing_click] }), {
      'content-type': 'text/plain;charset=UTF-8',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(202);
    expect((await storedEvents()).map((row) => sessionless(row.properties))).toEqual([events.listing_click]);
  });

  it('refuses a beacon from another site', async () => {
    const response = await post(app, JSON.stringify({ events: [events.page_view] }), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await storedEvents()).toEqual([]);
  });

  it('answers 413 for a body over the batch limit or more than 50 events, storing nothing', async () => {
    const big = JSON.stringify({
      events: [{ ...events.page_view, padding: 'x'.repeat(MAX_BATCH_BODY_BYTES) }],
    });
    const tooBig = await post(app, big);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const fullBatch = Array.from({ length: 50 }, () => events.page_view);
    expect((await post(app, JSON.stringify({ events: [...fullBatch, events.page_view] }))).status).toBe(413);
    expect(await storedEvents()).toEqual([]);
    // Just over the API's 1 MB JSON limit but within the batch limit: still taken.
    const padded = Array.from({ length: 40 }, () => ({ ...events.page_view, padding: 'x'.repeat(30_000) }));
    const response = await post(app, JSON.stringify({ events: padded }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 40, dropped: 0 });
  });

  it('answers 400 for a body that is not JSON or not a batch', async () => {
    for (const body of ['{"events": [', 'page_view', '{}', '{"events": []}', '{"events": {}}', 'null']) {
      const response = await post(app, body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    // The nesting scan (ADR 027) leaves multipart bodies alone, so the collector never reads one as JSON.
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    expect((await post(app, JSON.stringify({ events: [events.page_view] }), multipart)).status).toBe(400);
    expect(await storedEvents()).toEqual([]);
  });

  it('stores nothing about the client: no address, no user agent', async () => {
    const address = '203.0.113.77';
    const userAgent = 'Mozilla/5.0 (TestAgent 9.9)';
    const response = await post(app, JSON.stringify({ events: [events.page_view, events.filter_change] }), {
      'x-forwarded-for': address,
      'user-agent': userAgent,
    });
    expect(response.status).toBe(202);
    const dump = await queryRows<{ row: string }>(
      handle.db,
      sql`select row_to_json(e)::text as row from analytics_events e
        union all select row_to_json(r)::text from analytics_rate_limits r
        union all select row_to_json(s)::text from analytics_rate_limit_salts s`,
    );
    expect(dump.length).toBe(4);
    for (const { row } of dump) {
      expect(row).not.toContain(address);
      expect(row).not.toContain('TestAgent');
    }
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the rate limit', () => {
  const LIMIT = 3;
  /** Two server processes: separate route instances (own salt caches) on the same database. */
  function processes() {
    return [1, 2].map(() =>
      new Hono().route(
        '/api/events',
        eventRoutes({ db: handle.db, trustedProxyHeader: 'x-forwarded-for', requestsPerMinute: LIMIT }),
      ),
    );
  }
  const body = JSON.stringify({ events: [events.page_view] });

  it('is generous for a real visitor', () => {
    expect(EVENT_REQUESTS_PER_MINUTE).toBeGreaterThanOrEqual(60);
  });

  it('counts a client across processes and answers 429 beyond the limit, storing nothing', async () => {
    const [first, second] = processes() as [Hono, Hono];
    const visitor = { 'x-forwarded-for': '192.0.2.10' };
    const statuses = [];
    for (const target of [first, second, first]) statuses.push((await post(target, body, visitor)).status);
    expect(statuses).toEqual([202, 202, 202]);

    const limited = await post(second, body, visitor);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await storedEvents()).length).toBe(3);

    // Another visitor has a limit of their own.
    expect((await post(first, body, { 'x-forwarded-for': '192.0.2.11' })).status).toBe(202);
  });

  it('opens a new window after a minute and a new salt after midnight UTC', async () => {
    const [first, second] = processes() as [Hono, Hono];
    const visitor = { 'x-forwarded-for': '192.0.2.20' };
    for (let i = 0; i < LIMIT; i++) expect((await post(first, body, visitor)).status).toBe(202);
    const limited = await post(second, body, visitor);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');

    vi.setSystemTime(new Date(NOW.getTime() + 29_000));
    const stillLimited = await post(first, body, visitor);
    expect(stillLimited.status).toBe(429);
    expect(stillLimited.headers.get('retry-after')).toBe('1');
    vi.setSystemTime(new Date(NOW.getTime() + 30_000));
    expect((await post(second, body, visitor)).status).toBe(202);

    const saltsBefore = await queryRows<{ salt: string }>(
      handle.db,
      sql`select salt from analytics_rate_limit_salts`,
    );
    vi.setSystemTime(new Date('2026-11-23T00:00:01.000Z'));
    expect((await post(first, body, visitor)).status).toBe(202);
    const saltsAfter = await queryRows<{ day: string; salt: string }>(
      handle.db,
      sql`select day::text, salt from analytics_rate_limit_salts`,
    );
    expect(saltsAfter).toHaveLength(1);
    expect(saltsAfter[0]?.day).toBe('2026-11-23');
    expect(saltsAfter[0]?.salt).not.toBe(saltsBefore[0]?.salt);
    const counters = await queryRows<{ hits: number }>(
      handle.db,
      sql`select hits from analytics_rate_limits`,
    );
    expect(counters.map((row) => Number(row.hits))).toEqual([1]);
  });
});

describe('bounded analytics (issue 26, finding 3)', () => {
  /** The flood's event: a 2 KB path, a 2 KB query and 60 feature flags — ~14 KB, valid before. */
  const floodEvent = {
    ...events.page_view,
    path: `/${'a'.repeat(2047)}`,
    query: 'q'.repeat(2048),
    feature_flags: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`flag_${i}`, 'x'.repeat(64)])),
  };

  it("drops the flood's oversized fields: the contract's sizes are what the site sends", async () => {
    const response = await post(
      app,
      JSON.stringify({
        events: [
          floodEvent,
          { ...events.page_view, path: `/${'a'.repeat(300)}` },
          { ...events.page_view, query: 'q'.repeat(600) },
          {
            ...events.page_view,
            feature_flags: {
              a: true,
              b: true,
              c: true,
              d: true,
              e: true,
              f: true,
              g: true,
              h: true,
              i: true,
            },
          },
          { ...events.page_view, utm_source: 'u'.repeat(101) },
          events.page_view,
        ],
      }),
    );
    expect(await response.json()).toEqual({ accepted: 1, dropped: 5 });
    expect(await storedEvents()).toHaveLength(1);
  });

  /** The largest page_view the contract now allows: about 1.5 KB. */
  const largestPageView = {
    ...events.page_view,
    page_type: 'other',
    path: `/${'p'.repeat(255)}`,
    page_name: `/${'p'.repeat(255)}`,
    query: 'q'.repeat(512),
    utm_source: 'u'.repeat(100),
    utm_campaign: 'c'.repeat(100),
    feature_flags: Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`f${i}`.padEnd(32, 'x'), 'v'.repeat(32)]),
    ),
  };

  it('holds one address to its daily byte budget, counted across processes: the flood stores at most the budget', async () => {
    const budget = 200_000;
    const [first, second] = [1, 2].map(() =>
      new Hono().route(
        '/api/events',
        eventRoutes({ db: handle.db, trustedProxyHeader: 'x-forwarded-for', bytesPerDay: budget }),
      ),
    ) as [Hono, Hono];
    const attacker = { 'x-forwarded-for': '192.0.2.66' };
    const batch = JSON.stringify({ events: Array.from({ length: 50 }, () => largestPageView) });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(i % 2 ? second : first, batch, attacker)).status);
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBeGreaterThan(0);
    expect(statuses.slice(accepted)).toEqual(Array(10 - accepted).fill(429));
    const [stored] = await queryRows<{ bytes: number }>(
      handle.db,
      sql`select coalesce(sum(octet_length(properties::text)), 0)::int as bytes from analytics_events`,
    );
    expect(Number(stored?.bytes)).toBeLessThanOrEqual(budget);
    expect(Number(stored?.bytes)).toBeGreaterThan(budget / 2);

    const refused = await post(first, JSON.stringify({ events: [events.page_view] }), attacker);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address has a budget of its own; the next UTC day starts over.
    expect((await post(second, batch, { 'x-forwarded-for': '192.0.2.67' })).status).toBe(202);
    vi.setSystemTime(new Date('2026-11-23T00:00:01.000Z'));
    expect((await post(first, batch, attacker)).status).toBe(202);
  });

  it('spends no bytes of the day on a request refused for the rate', async () => {
    const target = new Hono().route(
      '/api/events',
      eventRoutes({
        db: handle.db,
        trustedProxyHeader: 'x-forwarded-for',
        requestsPerMinute: 2,
        bytesPerDay: 150_000,
      }),
    );
    const client = { 'x-forwarded-for': '192.0.2.70' };
    const batch = JSON.stringify({ events: Array.from({ length: 20 }, () => largestPageView) });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(target, batch, client)).status);
    expect(statuses).toEqual([202, 202, 429, 429, 429, 429]);
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    expect((await post(target, batch, client)).status).toBe(202);
  });

  it("the default budget keeps one address's day to a few megabytes, a real visitor far below it", () => {
    expect(EVENT_BYTES_PER_CLIENT_PER_DAY).toBeGreaterThanOrEqual(1_000_000);
    expect(EVENT_BYTES_PER_CLIENT_PER_DAY).toBeLessThanOrEqual(8_000_000);
  });

  it('counts the addresses of one IPv6 /64 (one household or host) as one client', async () => {
    const limited = new Hono().route(
      '/api/events',
      eventRoutes({ db: handle.db, trustedProxyHeader: 'x-forwarded-for', requestsPerMinute: 2 }),
    );
    const body = JSON.stringify({ events: [events.page_view] });
    const statuses = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002::77'])
      statuses.push((await post(limited, body, { 'x-forwarded-for': address })).status);
    expect(statuses).toEqual([202, 202, 429]);
    expect((await post(limited, body, { 'x-forwarded-for': '2001:db8:1:3::1' })).status).toBe(202);
  });
});

describe('sessions without device storage (issue 26, finding 7)', () => {
  const visitor = { 'x-forwarded-for': '203.0.113.5', 'user-agent': 'Mozilla/5.0 (Visitor A)' };
  const sessionsOf = async () => (await storedEvents()).map((row) => row.session_id);

  it('derives the session on the server from a daily salted hash of address and user agent, ignoring one the client sends', async () => {
    const [first, second] = [1, 2].map(() =>
      new Hono().route('/api/events', eventRoutes({ db: handle.db, trustedProxyHeader: 'x-forwarded-for' })),
    ) as [Hono, Hono];
    const sent = { ...events.page_view, session_id: 's_1700000000000_chosen' };
    for (const target of [first, second])
      expect((await post(target, JSON.stringify({ events: [sent] }), visitor)).status).toBe(202);
    await post(first, JSON.stringify({ events: [sent] }), {
      ...visitor,
      'user-agent': 'Mozilla/5.0 (Visitor B)',
    });
    await post(first, JSON.stringify({ events: [sent] }), { ...visitor, 'x-forwarded-for': '203.0.113.6' });
    vi.setSystemTime(new Date('2026-11-23T08:00:00.000Z'));
    await post(second, JSON.stringify({ events: [sent] }), visitor);

    const sessions = await sessionsOf();
    expect(sessions).toHaveLength(5);
    for (const session of sessions) expect(session).toMatch(SESSION_ID_PATTERN);
    expect(sessions).not.toContain(sent.session_id);
    expect(sessions[1]).toBe(sessions[0]);
    expect(new Set(sessions).size).toBe(4);
    const rows = await storedEvents();
    expect(rows.map((row) => (row.properties as { session_id: string }).session_id)).toEqual(sessions);
  });

  it('takes events without a session id: the browser no longer keeps one', async () => {
    expect('session_id' in events.page_view).toBe(false);
    const response = await post(app, JSON.stringify({ events: [events.page_view] }), visitor);
    expect(await response.json()).toEqual({ accepted: 1, dropped: 0 });
    expect((await sessionsOf())[0]).toMatch(SESSION_ID_PATTERN);
  });
});
