import { useMemo } from 'react';
import { useAnalyticsRuntime } from './analytics-provider';
import type { FilterFacts, FilterMethod } from './filter-fields';

type OverlaySurface = 'toolbar' | 'chip' | 'cta';
type CloseReason = 'apply_button' | 'backdrop' | 'back' | 'tab_change' | 'system';

/**
 * The search page's filter tracking: it hands the filters before a change and the change itself to
 * the runtime (filter_change, then filters_apply when the results settle; overlay open/close).
 */
export function useFilterTracking() {
  const runtime = useAnalyticsRuntime();
  return useMemo(
    () => ({
      changed: (before: FilterFacts, patch: FilterFacts, method?: FilterMethod) =>
        runtime()?.filters.changed(before, patch, method),
      reset: (before: FilterFacts, cleared: FilterFacts) => runtime()?.filters.reset(before, cleared),
      overlayOpened: (surface: OverlaySurface, filters: FilterFacts) =>
        runtime()?.filters.overlayOpened(surface, filters),
      overlayClosed: (reason: CloseReason) => runtime()?.filters.overlayClosed(reason),
    }),
    [runtime],
  );
}
