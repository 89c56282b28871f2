import type { AnalyticsEventOf } from './analytics-event';
import type { Clock, Scheduler } from './tracking-deps';

export const FILTER_INPUT_DEBOUNCE_MS = 400;
export const FILTER_REPEAT_WINDOW_MS = 1000;

type FilterChange = AnalyticsEventOf<'filter_change'>;

/**
 * Which filter_change events go out (original system §6): clicks at once, sliders and typed input
 * debounced 400 ms per filter (the value before the burst kept as previous_value), the same filter,
 * method and value again within 1 s suppressed, and changes that come from the URL never sent.
 */
export function createFilterChangeGate(deps: {
  now: Clock;
  scheduler: Scheduler;
  send: (event: FilterChange) => void;
}) {
  const pending = new Map<string, { event: FilterChange; timer: unknown }>();
  const lastSent = new Map<string, { value: string; at: number }>();

  function emit(event: FilterChange) {
    const key = `${event.filter_key}|${event.filter_method}`;
    const value = JSON.stringify(event.value ?? null);
    const now = deps.now();
    const last = lastSent.get(key);
    if (last && last.value === value && now - last.at < FILTER_REPEAT_WINDOW_MS) return;
    lastSent.set(key, { value, at: now });
    deps.send(event);
  }

  function firePending(filterKey: string) {
    const entry = pending.get(filterKey);
    if (!entry) return;
    pending.delete(filterKey);
    emit(entry.event);
  }

  return {
    push(event: FilterChange): void {
      if (event.filter_method === 'url') return;
      if (event.filter_method !== 'slider' && event.filter_method !== 'input') {
        emit(event);
        return;
      }
      const earlier = pending.get(event.filter_key);
      if (earlier) deps.scheduler.clearTimeout(earlier.timer);
      const merged = earlier ? { ...event, previous_value: earlier.event.previous_value } : event;
      const timer = deps.scheduler.setTimeout(() => firePending(event.filter_key), FILTER_INPUT_DEBOUNCE_MS);
      pending.set(event.filter_key, { event: merged, timer });
    },

    /** Send debounced changes now, e.g. when the page is hidden or filters are applied. */
    flush(): void {
      for (const [filterKey, entry] of [...pending]) {
        deps.scheduler.clearTimeout(entry.timer);
        firePending(filterKey);
      }
    },
  };
}
