import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, analyticsEventSchema, MAX_EVENTS_PER_BATCH } from './analytics-event';
import { validAnalyticsEvents as validEvents } from './analytics-event-examples';

describe('analyticsEventSchema', () => {
  it.each(Object.entries(validEvents))('accepts a valid %s', (_name, event) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('rejects an unknown event name', () => {
    expect(analyticsEventSchema.safeParse({ ...validEvents.page_view, event: 'signup' }).success).toBe(false);
  });
});

describe('analyticsBatchSchema', () => {
  it('takes 1 to 50 events', () => {
    const one = validEvents.listing_view;
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [one] }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: Array(MAX_EVENTS_PER_BATCH).fill(one) }).success).toBe(
      true,
    );
    expect(
      analyticsBatchSchema.safeParse({ events: Array(MAX_EVENTS_PER_BATCH + 1).fill(one) }).success,
    ).toBe(false);
  });
});
