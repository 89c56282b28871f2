import type { Clock } from './tracking-deps';

export const DUPLICATE_PAGE_VIEW_MS = 200;
export const SAME_PATH_PAGE_VIEW_MS = 500;
/** Query parameters of a listing detail that only change the lease configuration. */
/** Query parameters that only open a part of the page (the phone's filter overlay), not a new view. */
export const UI_STATE_PARAMS = ['showFilters'] as const;
export const LEASE_CONFIG_PARAMS = [
  'km',
  'mdr',
  'udb',
  'selectedMileage',
  'selectedTerm',
  'selectedDeposit',
] as const;

export type RouteLocation = { pathname: string; search: string; hash?: string };

export type PageViewDecision =
  | { action: 'page_view' }
  | { action: 'lease_terms_apply'; changedParams: string[] }
  | {
      action: 'ignore';
      reason: 'first_resolution' | 'unchanged' | 'hash_only' | 'ui_state' | 'duplicate' | 'same_path';
    };

const LISTING_DETAIL_PATH = /^\/listing\/[^/]+\/?$/;

export function isListingDetailPath(pathname: string): boolean {
  return LISTING_DETAIL_PATH.test(pathname);
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** Query parameters as decoded [key, value] pairs, sorted, so equal queries compare equal. */
export function queryPairs(search: string): [string, string][] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part): [string, string] => {
      const separator = part.indexOf('=');
      return separator === -1
        ? [decode(part), '']
        : [decode(part.slice(0, separator)), decode(part.slice(separator + 1))];
    })
    .sort(([keyA, valueA], [keyB, valueB]) =>
      keyA === keyB ? (valueA < valueB ? -1 : 1) : keyA < keyB ? -1 : 1,
    );
}

/** The query in canonical form (sorted, re-encoded), as sent in page_view.query. */
export function canonicalQuery(search: string): string {
  return queryPairs(search)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Keys whose values differ between two queries. */
function changedKeys(before: string, after: string): string[] {
  const group = (search: string) => {
    const values = new Map<string, string[]>();
    for (const [key, value] of queryPairs(search)) values.set(key, [...(values.get(key) ?? []), value]);
    return values;
  };
  const a = group(before);
  const b = group(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter(
    (key) => a.get(key)?.join('&') !== b.get(key)?.join('&'),
  );
}

/**
 * When a page_view is sent (spec §4, §9). `initial` is the view at app start; `resolved` is each router
 * resolution: its first one is the same page and is ignored, as are hash-only changes. On a listing
 * detail, a change of only lease-configuration parameters is a lease_terms_apply instead. A page_view
 * repeating the same path and query within 200 ms, or the same path within 500 ms (StrictMode double
 * mounts, redirects), is suppressed.
 */
export function createPageViewRules(deps: { now: Clock }) {
  let firstResolutionSeen = false;
  let lastResolved: RouteLocation | undefined;
  let lastPageView: { pathname: string; query: string; at: number } | undefined;

  function gate(location: RouteLocation): PageViewDecision {
    const now = deps.now();
    const query = canonicalQuery(location.search);
    if (lastPageView?.pathname === location.pathname) {
      const elapsed = now - lastPageView.at;
      if (lastPageView.query === query && elapsed < DUPLICATE_PAGE_VIEW_MS)
        return { action: 'ignore', reason: 'duplicate' };
      if (elapsed < SAME_PATH_PAGE_VIEW_MS) return { action: 'ignore', reason: 'same_path' };
    }
    lastPageView = { pathname: location.pathname, query, at: now };
    return { action: 'page_view' };
  }

  return {
    initial(location: RouteLocation): PageViewDecision {
      lastResolved = location;
      return gate(location);
    },

    /**
     * The page came back from the back-forward cache: a view of the page on screen, under the same
     * duplicate windows as any other; later router resolutions compare against it.
     */
    restored(location: RouteLocation): PageViewDecision {
      lastResolved = location;
      return gate(location);
    },

    resolved(location: RouteLocation): PageViewDecision {
      const previous = lastResolved;
      lastResolved = location;
      if (!firstResolutionSeen) {
        firstResolutionSeen = true;
        return { action: 'ignore', reason: 'first_resolution' };
      }
      if (previous?.pathname === location.pathname) {
        const changed = changedKeys(previous.search, location.search);
        if (changed.length === 0) {
          return {
            action: 'ignore',
            reason: (previous.hash ?? '') === (location.hash ?? '') ? 'unchanged' : 'hash_only',
          };
        }
        if (changed.every((key) => (UI_STATE_PARAMS as readonly string[]).includes(key))) {
          return { action: 'ignore', reason: 'ui_state' };
        }
        const configOnly = changed.every((key) => (LEASE_CONFIG_PARAMS as readonly string[]).includes(key));
        if (configOnly && isListingDetailPath(location.pathname)) {
          return { action: 'lease_terms_apply', changedParams: changed };
        }
      }
      return gate(location);
    },
  };
}

export type PageViewRules = ReturnType<typeof createPageViewRules>;
