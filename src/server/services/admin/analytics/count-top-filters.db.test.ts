import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../../../db/client';
import { analyticsEvents } from '../../../../db/schema';
import { type AnalyticsEvent, analyticsEventSchema } from '../../../../domain/analytics/analytics-event';
import { validAnalyticsEvents as examples } from '../../../../domain/analytics/analytics-event-examples';
import { toEventRow } from '../../events/event-row';
import { loadAnalyticsReport } from './load-analytics-report';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

/** Validates the event against the contract and stores it as the collector would, received at `at`. */
async function store(at: string, event: Record<string, unknown>) {
  const valid = analyticsEventSchema.parse(event) as AnalyticsEvent;
  const receivedAt = new Date(at);
  await handle.db.insert(analyticsEvents).values({ ...toEventRow(valid, undefined, receivedAt), receivedAt });
}

const change = (filter_key: string, filter_action: string, filter_method: string, value?: unknown) => ({
  ...examples.filter_change,
  filter_key,
  filter_action,
  filter_method,
  ...(value === undefined ? { value: undefined } : { value }),
});

describe('top filters and searches from the filter events the site sends', () => {
  it('counts filter_change per filter_key without the clears of "Nulstil", and sessions from results views', async () => {
    const day = '2026-11-03T10:00:00Z';
    // A visitor picks two makes and a fuel, drags the price, removes a make with its chip, then resets.
    await store(day, change('makes', 'add', 'checkbox', ['bmw']));
    await store(day, change('makes', 'add', 'checkbox', ['bmw', 'audi']));
    await store(day, change('fuel_type', 'add', 'checkbox', ['electric']));
    await store(day, change('price_max', 'update', 'dropdown', 5000));
    await store(day, change('makes', 'remove', 'chip_remove', ['audi']));
    await store(day, change('sortOrder', 'update', 'dropdown', 'asc'));
    for (const key of ['makes', 'fuel_type', 'price_max', 'sortOrder'])
      await store(day, change(key, 'clear', 'chip_remove', null));
    for (const [rs, changed] of [
      ['rs_1_a', ['makes']],
      ['rs_2_b', ['fuel_type']],
    ] as const) {
      await store(day, { ...examples.filters_apply, results_session_id: rs, changed_filters: changed });
      await store(day, {
        ...examples.page_view_results,
        results_session_id: rs,
        results_count: 4,
        filters_active: { make: 'bmw' },
      });
    }

    const report = await loadAnalyticsReport(
      handle.db,
      { from: '2026-11-01', to: '2026-11-07', days: 7 },
      new Date('2026-11-10T12:00:00Z'),
    );

    expect(report.filters.changed).toEqual([
      { key: 'makes', count: 3 },
      { key: 'fuel_type', count: 1 },
      { key: 'price_max', count: 1 },
      { key: 'sortOrder', count: 1 },
    ]);
    expect(report.filters.active).toEqual([{ key: 'make', count: 2 }]);
    expect(report.searches).toEqual({ sessions: 2, resultsPageViews: 2, zeroResultPageViews: 0 });
    expect(report.events).toBe(14);
  });
});
