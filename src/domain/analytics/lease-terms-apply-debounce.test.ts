import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEventOf, analyticsEventSchema } from './analytics-event';
import { validAnalyticsEvents } from './analytics-event-examples';
import { createLeaseTermsApplyDebouncer, LEASE_TERMS_APPLY_DEBOUNCE_MS } from './lease-terms-apply-debounce';

type Apply = AnalyticsEventOf<'lease_terms_apply'>;
const base = analyticsEventSchema.parse(validAnalyticsEvents.lease_terms_apply) as Apply;
const start = { mileage_km_per_year: 15000, term_months: 36, first_payment_dkk: 0 };

/** A change from `from` to `to` as the UI reports it, in config session `session`. */
const change = (
  from: Partial<typeof start>,
  to: Partial<typeof start>,
  session = base.config_session_id,
): Apply => ({
  ...base,
  config_session_id: session,
  previous: { ...start, ...from },
  ...start,
  ...to,
  changed_keys: [],
  changed_keys_count: 0,
});

describe('createLeaseTermsApplyDebouncer', () => {
  let send: ReturnType<typeof vi.fn<(event: Apply) => void>>;
  let debouncer: ReturnType<typeof createLeaseTermsApplyDebouncer>;

  beforeEach(() => {
    vi.useFakeTimers();
    send = vi.fn<(event: Apply) => void>();
    debouncer = createLeaseTermsApplyDebouncer({ scheduler: globalThis, send });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends 350 ms after the last change, with the keys changed', () => {
    debouncer.push(change({}, { term_months: 24 }));
    vi.advanceTimersByTime(LEASE_TERMS_APPLY_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    const sent = send.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ term_months: 24, changed_keys: ['term_months'], changed_keys_count: 1 });
    expect(analyticsEventSchema.safeParse(sent).success).toBe(true);
  });

  it('merges a burst into one event from the selection before it to the last one', () => {
    debouncer.push(change({}, { term_months: 24 }));
    vi.advanceTimersByTime(300);
    debouncer.push(change({ term_months: 24 }, { term_months: 24, mileage_km_per_year: 20000 }));
    vi.advanceTimersByTime(300);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      previous: start,
      mileage_km_per_year: 20000,
      term_months: 24,
      changed_keys: ['mileage_km_per_year', 'term_months'],
      changed_keys_count: 2,
    });
  });

  it('sends nothing when the burst ends where it started', () => {
    debouncer.push(change({}, { term_months: 24 }));
    vi.advanceTimersByTime(100);
    debouncer.push(change({ term_months: 24 }, {}));
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
    expect(debouncer.pendingCount).toBe(0);
  });

  it('debounces each config session on its own', () => {
    const other = '0e9b7a3c-1111-4222-8333-444455556666';
    debouncer.push(change({}, { term_months: 24 }));
    vi.advanceTimersByTime(200);
    debouncer.push(change({}, { first_payment_dkk: 5000 }, other));
    vi.advanceTimersByTime(150);
    expect(send.mock.calls.map(([event]) => event.config_session_id)).toEqual([base.config_session_id]);
    vi.advanceTimersByTime(200);
    expect(send.mock.calls.map(([event]) => event.config_session_id)).toEqual([
      base.config_session_id,
      other,
    ]);
  });

  it('flush sends what is pending at once and nothing later', () => {
    debouncer.push(change({}, { term_months: 48 }));
    debouncer.flush();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
