import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventSchema } from '../../../domain/analytics/analytics-event';
import { EXAMPLE_LISTING_ID, validAnalyticsEvents } from '../../../domain/analytics/analytics-event-examples';
import { MAX_EVENT_BYTES } from '../../../domain/analytics/analytics-limits';
import { createEventTransport } from './event-transport';
import { createTracker, type PageSnapshot, type TrackerDeps } from './tracker';
import { fakeCollector, fakeWarn, windowScheduler } from './transport-test-fakes';

const START = Date.UTC(2026, 10, 22, 9, 0, 0);

const desktop: PageSnapshot = {
  path: '/listings',
  referrer: 'https://www.google.dk/search',
  viewport: { width: 1440, userAgent: 'Mozilla/5.0 (Macintosh) Chrome/126', touch: false },
};

const homeView = { page_type: 'home', page_name: 'Forside', query: '', page_load_type: 'cold' } as const;

const listingView = {
  listing_id: EXAMPLE_LISTING_ID,
  position: 4,
  price_dkk: 2999.6,
  lease_score: 71.4,
  container: 'results_grid',
} as const;

function setup(overrides: Partial<TrackerDeps> = {}) {
  const collector = fakeCollector();
  const warn = fakeWarn();
  const sendBeacon = vi.fn((_url: string, _data: string) => true);
  const transport = createEventTransport({
    fetch: collector.fetch,
    sendBeacon,
    scheduler: windowScheduler,
    warn,
  });
  let hide = () => {};
  let page = desktop;
  const tracker = createTracker({
    transport,
    now: () => Date.now(),
    page: () => page,
    onPageHide: (callback) => {
      hide = callback;
      return () => {};
    },
    warn,
    ...overrides,
  });
  const sentEvents = async () => {
    await vi.advanceTimersByTimeAsync(5_000);
    return collector.calls.flatMap((call) => call.events) as Record<string, unknown>[];
  };
  return {
    ...collector,
    warn,
    sendBeacon,
    transport,
    tracker,
    sentEvents,
    hidePage: () => hide(),
    setPage: (next: PageSnapshot) => {
      page = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('consent', () => {
  it('starts opted out: nothing is sent before init and consent', async () => {
    const { tracker, sentEvents } = setup();
    expect(tracker.isEnabled).toBe(false);
    tracker.track('page_view', homeView);
    tracker.init();
    tracker.track('page_view', homeView);
    expect(await sentEvents()).toEqual([]);
  });

  it('drops events when consent is granted but the tracker is not initialised', async () => {
    const { tracker, sentEvents } = setup();
    tracker.grantConsent();
    tracker.track('page_view', homeView);
    expect(await sentEvents()).toEqual([]);
  });

  it('sends after init and grantConsent, in either order', async () => {
    const { tracker, sentEvents } = setup();
    tracker.grantConsent();
    tracker.init();
    expect(tracker.isEnabled).toBe(true);
    tracker.track('page_view', homeView);
    expect(await sentEvents()).toHaveLength(1);
  });

  it('revoking drops the queued events and everything after, until consent is granted again', async () => {
    const { tracker, sentEvents, hidePage, sendBeacon } = setup();
    tracker.init();
    tracker.grantConsent();
    tracker.track('page_view', homeView);
    tracker.revokeConsent();
    expect(tracker.isEnabled).toBe(false);
    tracker.track('page_view', homeView);
    hidePage();
    expect(await sentEvents()).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();

    tracker.grantConsent();
    tracker.track('page_view', { ...homeView, page_name: 'Igen' });
    expect((await sentEvents()).map((event) => event.page_name)).toEqual(['Igen']);
  });
});

describe('the envelope', () => {
  it('adds schema version, device, path, referrer host, feature flags and the client time — no session id', async () => {
    const { tracker, sentEvents } = setup();
    tracker.init();
    tracker.grantConsent();
    tracker.track('page_view', homeView);
    const [sent] = await sentEvents();
    expect(sent).toEqual({
      ...homeView,
      event: 'page_view',
      schema_version: '1',
      device_type: 'desktop',
      path: '/listings',
      referrer_host: 'www.google.dk',
      feature_flags: {},
      occurred_at: START,
    });
  });

  it('reads the page when the event happens: device type from the viewport, no referrer as null', async () => {
    const { tracker, sentEvents, setPage } = setup();
    tracker.init();
    tracker.grantConsent();
    setPage({ path: '/', referrer: '', viewport: { width: 390, userAgent: 'iPhone', touch: true } });
    tracker.track('page_view', homeView);
    const [sent] = await sentEvents();
    expect(sent).toMatchObject({ device_type: 'mobile', path: '/', referrer_host: null });
  });

  it('cuts a path longer than the contract allows instead of losing the event', async () => {
    const { tracker, sentEvents, setPage } = setup();
    tracker.init();
    tracker.grantConsent();
    setPage({ ...desktop, path: `/${'a'.repeat(400)}` });
    tracker.track('page_view', homeView);
    const [sent] = await sentEvents();
    expect(sent?.path).toBe(`/${'a'.repeat(255)}`);
  });

  it('rounds numbers before validating, so fractional prices and scores are sent as integers', async () => {
    const { tracker, sentEvents } = setup();
    tracker.init();
    tracker.grantConsent();
    tracker.track('listing_view', listingView);
    const [sent] = await sentEvents();
    expect(sent).toMatchObject({ event: 'listing_view', price_dkk: 3000, lease_score: 71, position: 4 });
  });

  it('strips keys outside the contract', async () => {
    const { tracker, sentEvents } = setup();
    tracker.init();
    tracker.grantConsent();
    tracker.track('page_view', { ...homeView, email: 'someone@example.com' } as typeof homeView);
    const [sent] = await sentEvents();
    expect(sent).not.toHaveProperty('email');
  });
});

describe('what the browser checks and what it leaves to the collector (ADR 059)', () => {
  it('sends a typed event as given, without schema checks in the browser; the collector refuses a bad one', async () => {
    const { tracker, sentEvents, warn } = setup();
    tracker.init();
    tracker.grantConsent();
    tracker.track('listing_view', { ...listingView, position: 0 });
    const sent = await sentEvents();
    expect(sent).toEqual([expect.objectContaining({ event: 'listing_view', position: 0 })]);
    expect(warn).not.toHaveBeenCalled();
    expect(analyticsEventSchema.safeParse(sent[0]).success).toBe(false);
  });

  it('keeps only the contract fields, also for a nested page_view variant', async () => {
    const { tracker, sentEvents } = setup();
    tracker.init();
    tracker.grantConsent();
    const results = {
      ...homeView,
      page_type: 'results',
      results_session_id: validAnalyticsEvents.filters_apply.results_session_id,
      results_count: 12,
    } as const;
    tracker.track('page_view', { ...results, ip: '10.0.0.1', user_agent: 'x' } as typeof results);
    const [sent] = await sentEvents();
    expect(Object.keys(sent ?? {})).not.toContain('ip');
    expect(Object.keys(sent ?? {})).not.toContain('user_agent');
    expect(analyticsEventSchema.safeParse(sent).success).toBe(true);
  });

  it('sends the largest event the contract allows, far under 32 KB, and drops one over 32 KB (ADR 050)', async () => {
    const { tracker, sentEvents, warn, setPage } = setup();
    tracker.init();
    tracker.grantConsent();
    // The most a filter event may carry: 2 × 30 values of 64 three-byte characters, and the longest path.
    setPage({ ...desktop, path: `/${'€'.repeat(1000)}` });
    const change = {
      filter_key: 'makes',
      filter_action: 'update',
      filter_method: 'checkbox',
      total_active_filters: 1,
    } as const;
    const values = Array.from({ length: 30 }, () => '€'.repeat(64));
    tracker.track('filter_change', { ...change, value: values, previous_value: values });
    const tooBig = Array.from({ length: 200 }, () => '€'.repeat(64));
    tracker.track('filter_change', { ...change, value: tooBig, previous_value: tooBig });
    const sent = await sentEvents();
    expect(sent).toHaveLength(1);
    expect(analyticsEventSchema.safeParse(sent[0]).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(sent[0])).length).toBeLessThan(MAX_EVENT_BYTES / 2);
    expect(warn).toHaveBeenCalledWith(
      'Track failed silently',
      expect.objectContaining({ event: 'filter_change' }),
    );
  });

  it('does not send a lease_terms_apply that changed nothing, and does not warn', async () => {
    const { tracker, sentEvents, warn } = setup();
    tracker.init();
    tracker.grantConsent();
    const {
      event: _event,
      schema_version: _version,
      device_type: _device,
      path: _path,
      referrer_host: _referrer,
      ...apply
    } = validAnalyticsEvents.lease_terms_apply;
    tracker.track('lease_terms_apply', { ...apply, changed_keys: [], changed_keys_count: 0 });
    tracker.track('lease_terms_apply', apply);
    const sent = await sentEvents();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.changed_keys).toEqual(apply.changed_keys);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws, even when the page cannot be read', () => {
    const warn = fakeWarn();
    const tracker = createTracker({
      transport: createEventTransport({ fetch: fakeCollector().fetch, scheduler: windowScheduler, warn }),
      now: () => Date.now(),
      page: () => {
        throw new Error('no window');
      },
      warn,
    });
    tracker.init();
    tracker.grantConsent();
    expect(() => tracker.track('page_view', homeView)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.any(Error));
  });
});

describe('page hide', () => {
  it('sends the queued events by beacon when the page is hidden', () => {
    const { tracker, hidePage, sendBeacon } = setup();
    tracker.init();
    tracker.grantConsent();
    tracker.track('page_view', homeView);
    tracker.track('listing_view', listingView);
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = JSON.parse(sendBeacon.mock.calls[0]?.[1] ?? '') as { events: { event: string }[] };
    expect(body.events.map((event) => event.event)).toEqual(['page_view', 'listing_view']);
  });
});
