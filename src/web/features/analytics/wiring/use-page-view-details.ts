import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAnalyticsRuntime } from './analytics-provider';
import type { AnalyticsRuntime, PageAt } from './analytics-runtime';

/**
 * Reports a page's own page_view fields once its data is on screen: `send` hands the page's facts to
 * the runtime, in an effect. `ready` false waits (loading, or the previous search's results still shown).
 */
export function usePageViewDetails(
  ready: boolean,
  send: (runtime: AnalyticsRuntime, at: PageAt) => void,
  deps: readonly unknown[],
): void {
  const runtime = useAnalyticsRuntime();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `send` is new each render; `deps` say when it changes.
  useEffect(() => {
    const tracking = runtime();
    if (!ready || !tracking) return;
    try {
      send(tracking, { pathname, search });
    } catch (error) {
      console.warn('Track failed silently', error);
    }
  }, [runtime, ready, pathname, search, ...deps]);
}
