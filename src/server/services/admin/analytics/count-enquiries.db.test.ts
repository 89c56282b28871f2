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
async function store(at: string, event: Record<string, unknown>, times = 1) {
  const valid = analyticsEventSchema.parse(event) as AnalyticsEvent;
  const receivedAt = new Date(at);
  for (let i = 0; i < times; i++) {
    await handle.db
      .insert(analyticsEvents)
      .values({ ...toEventRow(valid, undefined, receivedAt), receivedAt });
  }
}

const report = (from: string, to: string, days: number) =>
  loadAnalyticsReport(handle.db, { from, to, days }, new Date('2026-11-10T12:00:00Z'));

describe('enquiries on the Statistik funnel', () => {
  it('counts lead_submit in the period beside the visits to sellers, as a share of the clicks', async () => {
    const day = '2026-11-03T10:00:00Z';
    await store(day, examples.listing_view, 10);
    await store(day, examples.listing_click, 4);
    await store(day, examples.outbound_click);
    // Two forms opened, one failed, two sent (one after a failure): only the sent ones are enquiries.
    await store(day, examples.lead_form_open, 2);
    await store(day, examples.lead_submit_failed_validation);
    await store(day, examples.lead_submit, 2);
    // Outside the period.
    await store('2026-10-20T10:00:00Z', examples.lead_submit);

    const { funnel } = await report('2026-11-01', '2026-11-07', 7);
    expect(funnel).toMatchObject({ views: 10, clicks: 4, outbound: 1, enquiries: 2, enquiryRate: 0.5 });

    const october = await report('2026-10-01', '2026-10-31', 31);
    expect(october.funnel).toMatchObject({ clicks: 0, enquiries: 1, enquiryRate: null });
  });

  it('has no enquiries and no rate in a period without events', async () => {
    const { funnel } = await report('2026-09-01', '2026-09-07', 7);
    expect(funnel).toMatchObject({ enquiries: 0, enquiryRate: null });
  });
});
