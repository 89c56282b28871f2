import type { AnyRouter } from '@tanstack/react-router';
import { captureFirstTouchUtm } from '../../../../domain/analytics/first-touch-utm';
import { pageLoadType } from '../../../../domain/analytics/page-load-type';
import type { RouteLocation } from '../../../../domain/analytics/page-view-rules';
import { onBfcacheRestore } from './bfcache-restores';
import { basePageView, locationKey, navigationSignals } from './page-view-fields';
import type { TrackingCore } from './tracking-core';

type PageViewState = Pick<TrackingCore, 'pageViewRules' | 'pageViews' | 'tabStorage' | 'pageViewsSent'>;

function sendIfDue(runtime: TrackingCore, location: RouteLocation, first: boolean) {
  const rules = runtime.pageViewRules;
  const decision = first ? rules.initial(location) : rules.resolved(location);
  // The router's resolution of the page already on screen is not a new view.
  if (first) rules.resolved(location);
  // lease_terms_apply: the detail page sends it, as it knows both selections.
  if (decision.action !== 'page_view') return;
  const pageLoad = first ? pageLoadType(navigationSignals(window)) : 'spa';
  const utm = captureFirstTouchUtm(new URLSearchParams(window.location.search), runtime.tabStorage);
  runtime.pageViewsSent += 1;
  runtime.pageViews.route(
    locationKey(location.pathname, location.search),
    basePageView({ ...location, pageLoadType: pageLoad, utm }),
  );
}

/** page_view (page_load_type bfcache) for the page on screen, back from the back-forward cache. */
export function sendRestoredPageView(runtime: PageViewState, location: RouteLocation) {
  if (runtime.pageViewRules.restored(location).action !== 'page_view') return;
  const utm = captureFirstTouchUtm(new URLSearchParams(location.search), runtime.tabStorage);
  runtime.pageViewsSent += 1;
  runtime.pageViews.restore(
    locationKey(location.pathname, location.search),
    basePageView({ ...location, pageLoadType: 'bfcache', utm }),
  );
}

/**
 * page_view at app start and on each route resolution, gated by the page-view rules (spec §4, §9).
 * Part of the lazily loaded runtime; returns the function that stops watching.
 */
export function watchRoutePageViews(router: AnyRouter, tracking: TrackingCore): () => void {
  if (!tracking.tracker.isEnabled) return () => {};
  const toRoute = (location: { pathname: string; searchStr: string; hash: string }) => ({
    pathname: location.pathname,
    search: location.searchStr,
    hash: location.hash,
  });
  const guarded = (send: () => void) => {
    try {
      send();
    } catch (error) {
      console.warn('Track failed silently', error);
    }
  };
  const onScreen = () => toRoute(router.state.resolvedLocation ?? router.state.location);
  if (tracking.pageViewsSent === 0) guarded(() => sendIfDue(tracking, onScreen(), true));
  const stopResolved = router.subscribe('onResolved', (event) =>
    guarded(() => sendIfDue(tracking, toRoute(event.toLocation), false)),
  );
  const stopRestores = onBfcacheRestore(window, () =>
    guarded(() => sendRestoredPageView(tracking, onScreen())),
  );
  return () => {
    stopResolved();
    stopRestores();
  };
}
