import type { Clock } from './tracking-deps';

export const LEASE_TERMS_OPEN_THROTTLE_MS = 2000;

/** lease_terms_open at most once per 2 s per listing (spec §9); a suppressed open does not extend the wait. */
export function createLeaseTermsOpenThrottle(deps: { now: Clock }) {
  const lastSentAt = new Map<string, number>();
  return {
    shouldSend(listingId: string): boolean {
      const now = deps.now();
      const last = lastSentAt.get(listingId);
      if (last !== undefined && now - last < LEASE_TERMS_OPEN_THROTTLE_MS) return false;
      lastSentAt.set(listingId, now);
      return true;
    },
  };
}
