import type { AnyRouter } from '@tanstack/react-router';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import { cardEvents } from './card-events';
import { detailEvents } from './detail-events';
import { filterEvents } from './filter-events';
import { leadEvents } from './lead-events';
import { locationKey } from './page-view-fields';
import { resultsPageDetails, showsLocationSearch } from './results-fields';
import { watchRoutePageViews } from './route-page-views';
import { createTrackingCore } from './tracking-core';

/** Where a page's details belong: the location its page_view was sent for. */
export type PageAt = { pathname: string; search: string };

/**
 * The lazily loaded side of tracking: components hand raw facts (a listing, a search, a click) to these
 * methods, which build and send the events. Keeps the event fields out of the pages' own chunks.
 */
export function createAnalyticsRuntime(window: Window, tracker?: Parameters<typeof createTrackingCore>[1]) {
  const core = createTrackingCore(window, tracker);
  const details = (at: PageAt, build: () => Record<string, unknown>) => {
    if (!core.tracker.isEnabled) return;
    core.pageViews.details(locationKey(at.pathname, at.search), build());
  };
  const detail = detailEvents(core);
  const filters = filterEvents(core, {
    now: () => Date.now(),
    scheduler: {
      setTimeout: (callback, delayMs) => window.setTimeout(callback, delayMs),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  });
  window.addEventListener('pagehide', () => filters.flush());
  return Object.assign(core, {
    /** page_view for the page on screen and every route resolution after it. */
    watchRoutePageViews: (router: AnyRouter) => watchRoutePageViews(router, core),
    cards: cardEvents(core),
    detail,
    leads: leadEvents(core),
    filters,
    resultsPage: (at: PageAt, search: ListingSearchParams, total: number) => {
      if (!showsLocationSearch(search, at.search)) return;
      details(at, () => resultsPageDetails(core, search, total));
      filters.resultsSettled(search, total);
    },
    detailPage: (at: PageAt, listing: ListingDetail) => details(at, () => detail.pageDetails(listing)),
  });
}

export type AnalyticsRuntime = ReturnType<typeof createAnalyticsRuntime>;
