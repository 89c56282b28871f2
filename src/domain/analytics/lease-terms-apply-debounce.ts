import type { AnalyticsEventOf } from './analytics-event';
import { changedLeaseTermKeys, shouldSendLeaseTermsApply } from './event-values';
import type { Scheduler } from './tracking-deps';

export const LEASE_TERMS_APPLY_DEBOUNCE_MS = 350;

type LeaseTermsApply = AnalyticsEventOf<'lease_terms_apply'>;

/**
 * lease_terms_apply debounced 350 ms per config session (spec §9): a burst of changes becomes one event
 * from the selection before the burst to the last one, with its changed keys counted again; a burst
 * that ends where it started changed nothing and is not sent.
 */
export function createLeaseTermsApplyDebouncer(deps: {
  scheduler: Scheduler;
  send: (event: LeaseTermsApply) => void;
}) {
  const pending = new Map<string, { event: LeaseTermsApply; timer: unknown }>();

  function fire(configSessionId: string) {
    const entry = pending.get(configSessionId);
    if (!entry) return;
    pending.delete(configSessionId);
    if (shouldSendLeaseTermsApply(entry.event)) deps.send(entry.event);
  }

  return {
    push(event: LeaseTermsApply): void {
      const key = event.config_session_id;
      const earlier = pending.get(key);
      if (earlier) deps.scheduler.clearTimeout(earlier.timer);
      const previous = earlier?.event.previous ?? event.previous;
      const changed_keys = changedLeaseTermKeys(previous, event);
      const merged = { ...event, previous, changed_keys, changed_keys_count: changed_keys.length };
      const timer = deps.scheduler.setTimeout(() => fire(key), LEASE_TERMS_APPLY_DEBOUNCE_MS);
      pending.set(key, { event: merged, timer });
    },

    /** Send what is pending now, e.g. when the page is hidden. */
    flush(): void {
      for (const [key, entry] of [...pending]) {
        deps.scheduler.clearTimeout(entry.timer);
        fire(key);
      }
    },

    get pendingCount(): number {
      return pending.size;
    },
  };
}
