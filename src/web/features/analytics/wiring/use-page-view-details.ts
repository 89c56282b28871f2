import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAnalyticsRuntime } from './analytics-provider';
import type { AnalyticsRuntime } from './analytics-runtime';
import { locationKey } from './page-view-fields';

/**
 * Reports a page's own page_view fields once its data is on screen. `build` runs in an effect (it may
 * read storage); `ready` false waits (loading, or the previous search's results still shown).
 */
export function usePageViewDetails(
  ready: boolean,
  build: (runtime: AnalyticsRuntime) => Record<string, unknown>,
  deps: readonly unknown[],
): void {
  const runtime = useAnalyticsRuntime();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `build` is new each render; `deps` say when it changes.
  useEffect(() => {
    const tracking = runtime();
    if (!ready || !tracking?.tracker.isEnabled) return;
    try {
      tracking.pageViews.details(locationKey(pathname, search), build(tracking));
    } catch (error) {
      console.warn('Track failed silently', error);
    }
  }, [runtime, ready, pathname, search, ...deps]);
}
