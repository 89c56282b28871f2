import type { AnalyticsEventOf } from '../../../../domain/analytics/analytics-event';
import { createFilterChangeGate } from '../../../../domain/analytics/filter-change-gate';
import { createFilterOverlayTracker } from '../../../../domain/analytics/filter-overlay';
import { shouldSendFiltersApply } from '../../../../domain/analytics/filters-apply-rule';
import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import {
  type AnalyticsFilterKey,
  activeFilterCount,
  type FilterFacts,
  type FilterMethod,
  filterChanges,
  filterStateKey,
} from './filter-fields';
import { resultsSessionOf } from './results-fields';
import type { TrackingCore } from './tracking-core';

type ApplyTrigger = AnalyticsEventOf<'filters_apply'>['apply_trigger'];
type OverlaySurface = AnalyticsEventOf<'filter_overlay_open'>['entry_surface'];
type CloseReason = AnalyticsEventOf<'filter_overlay_close'>['close_reason'];

/** Changes made but not yet seen as results: what the next filters_apply reports. */
type PendingApply = {
  keys: Set<AnalyticsFilterKey>;
  trigger: ApplyTrigger;
  /** The filters the changes lead to; results of any other search are stale. */
  target: string;
  changedAt: number;
  overlayId?: string;
};

/**
 * filter_change (through the gate: debounce, repeat suppression), filters_apply when the results of
 * the changed filters settle, and the mobile overlay's open/close (original system §6).
 */
export function filterEvents(
  core: Pick<TrackingCore, 'tracker' | 'tabStorage'>,
  deps: { now: () => number; scheduler: Parameters<typeof createFilterChangeGate>[0]['scheduler'] },
) {
  const gate = createFilterChangeGate({
    now: deps.now,
    scheduler: deps.scheduler,
    send: (event) => core.tracker.track('filter_change', event as never),
  });
  const overlay = createFilterOverlayTracker({ now: deps.now, random: Math.random });
  let pending: PendingApply | undefined;
  let overlayKeys = new Set<AnalyticsFilterKey>();
  let lastCount: number | undefined;

  function record(before: FilterFacts, patch: FilterFacts, method: FilterMethod | undefined, reset: boolean) {
    const changes = filterChanges(before, patch, { method, reset, originPage: 'results' });
    if (changes.length === 0 && !reset) return;
    for (const change of changes) gate.push(change as never);
    const overlayId = overlay.currentOverlayId;
    const keys = new Set([...(pending?.keys ?? []), ...changes.map((change) => change.filter_key)]);
    if (overlayId) for (const change of changes) overlayKeys.add(change.filter_key);
    pending = {
      keys,
      trigger: reset ? 'reset_button' : (pending?.trigger ?? 'auto'),
      target: filterStateKey({ ...before, ...patch }),
      changedAt: deps.now(),
      ...(overlayId ? { overlayId } : {}),
    };
  }

  return {
    /** The visitor changed filters (`patch`) from `before`; a chip's removal passes chip_remove. */
    changed(before: FilterFacts, patch: FilterFacts, method?: FilterMethod): void {
      if (core.tracker.isEnabled) record(before, patch, method, false);
    },

    /** "Nulstil": every filter cleared. */
    reset(before: FilterFacts, cleared: FilterFacts): void {
      if (core.tracker.isEnabled) record(before, cleared, undefined, true);
    },

    /** The results of `search` are on screen: filters_apply when they are what the changes asked for. */
    resultsSettled(search: ListingSearchParams, total: number): void {
      const previous = lastCount;
      lastCount = total;
      if (!pending || !core.tracker.isEnabled) return;
      gate.flush();
      const due = shouldSendFiltersApply({
        changedFilters: [...pending.keys],
        trigger: pending.trigger,
        resultsFingerprint: filterStateKey(search),
        currentFingerprint: pending.target,
      });
      if (!due) return;
      const count = Math.min(total, 10_000);
      core.tracker.track('filters_apply', {
        results_session_id: resultsSessionOf(core, search).id,
        results_count: count,
        previous_results_count: previous === undefined ? null : Math.min(previous, 10_000),
        results_delta: previous === undefined ? null : Math.max(-10_000, Math.min(10_000, count - previous)),
        is_zero_results: total === 0,
        latency_ms: Math.min(30_000, Math.max(0, deps.now() - pending.changedAt)),
        changed_filters: [...pending.keys],
        apply_trigger: pending.trigger,
        ...(pending.overlayId ? { overlay_id: pending.overlayId } : {}),
      });
      pending = undefined;
    },

    overlayOpened(surface: OverlaySurface, filters: FilterFacts): void {
      if (!core.tracker.isEnabled) return;
      overlayKeys = new Set();
      core.tracker.track('filter_overlay_open', {
        ...overlay.open(surface),
        total_active_filters: activeFilterCount(filters),
      });
    },

    /** Closed without "Vis resultater": the draft's changes are dropped and never applied. */
    overlayClosed(reason: CloseReason): void {
      const closed = overlay.close(reason);
      if (!closed || !core.tracker.isEnabled) return;
      gate.flush();
      if (reason !== 'apply_button' && pending?.overlayId === closed.overlay_id) pending = undefined;
      core.tracker.track('filter_overlay_close', {
        ...closed,
        changed_keys: [...overlayKeys],
        had_pending_request: pending !== undefined,
      });
      overlayKeys = new Set();
    },

    flush: () => gate.flush(),
  };
}
