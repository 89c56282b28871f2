import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeaseTermsOpenThrottle, LEASE_TERMS_OPEN_THROTTLE_MS } from './lease-terms-open-throttle';

describe('createLeaseTermsOpenThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends once per 2 s per listing', () => {
    const throttle = createLeaseTermsOpenThrottle({ now: () => Date.now() });
    expect(throttle.shouldSend('a')).toBe(true);
    vi.advanceTimersByTime(LEASE_TERMS_OPEN_THROTTLE_MS - 1);
    expect(throttle.shouldSend('a')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(throttle.shouldSend('a')).toBe(true);
  });

  it('does not extend the wait with suppressed opens', () => {
    const throttle = createLeaseTermsOpenThrottle({ now: () => Date.now() });
    throttle.shouldSend('a');
    for (let step = 0; step < 4; step++) {
      vi.advanceTimersByTime(400);
      expect(throttle.shouldSend('a')).toBe(false);
    }
    vi.advanceTimersByTime(400);
    expect(throttle.shouldSend('a')).toBe(true);
  });

  it('throttles each listing separately', () => {
    const throttle = createLeaseTermsOpenThrottle({ now: () => Date.now() });
    expect(throttle.shouldSend('a')).toBe(true);
    vi.advanceTimersByTime(100);
    expect(throttle.shouldSend('b')).toBe(true);
    expect(throttle.shouldSend('a')).toBe(false);
  });
});
