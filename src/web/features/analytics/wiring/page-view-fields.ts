import { MAX_PATH_LENGTH, MAX_QUERY_LENGTH } from '../../../../domain/analytics/analytics-limits';
import type { UtmParams } from '../../../../domain/analytics/first-touch-utm';
import type { PageLoadSignals } from '../../../../domain/analytics/page-load-type';
import { canonicalQuery, isListingDetailPath } from '../../../../domain/analytics/page-view-rules';

export type PageType = 'home' | 'results' | 'listing_detail' | 'other';

export function pageTypeOf(pathname: string): PageType {
  if (pathname === '/') return 'home';
  if (/^\/listings\/?$/.test(pathname)) return 'results';
  if (isListingDetailPath(pathname)) return 'listing_detail';
  return 'other';
}

const PAGE_NAMES: Record<Exclude<PageType, 'other'>, string> = {
  home: 'Forside',
  results: 'Bil annoncer',
  listing_detail: 'Annonce',
};

/** The key a page_view and its page's details meet on: path and canonical query. */
export function locationKey(pathname: string, search: string): string {
  return `${pathname}?${canonicalQuery(search)}`;
}

/** A link's secret (the price alert pages' `token`, ADR 072) is never sent to analytics. */
function withoutSecrets(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  return params.toString();
}

/** The page_view fields every page has (spec §3). */
export function basePageView(input: {
  pathname: string;
  search: string;
  pageLoadType: string;
  utm: UtmParams;
}) {
  const pageType = pageTypeOf(input.pathname);
  return {
    page_type: pageType,
    // Cut to the contract's sizes (ADR 050): a long link still counts as a view.
    page_name: pageType === 'other' ? input.pathname.slice(0, MAX_PATH_LENGTH) : PAGE_NAMES[pageType],
    query: canonicalQuery(withoutSecrets(input.search)).slice(0, MAX_QUERY_LENGTH),
    page_load_type: input.pageLoadType,
    ...input.utm,
  };
}

/** Navigation Timing as page-load-type's signals, for the first page of a visit. */
export function navigationSignals(window: Window): PageLoadSignals {
  const entry = window.performance?.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  if (!entry) return { inAppNavigation: false };
  return {
    inAppNavigation: false,
    navigationType: entry.type,
    dnsLookupMs: entry.domainLookupEnd - entry.domainLookupStart,
  };
}
