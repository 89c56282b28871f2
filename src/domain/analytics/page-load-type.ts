export type PageLoadType = 'cold' | 'warm' | 'bfcache' | 'spa';

/** What the browser tells about how the page was reached (read by the web layer, judged here). */
export type PageLoadSignals = {
  /** A client-side route change inside the app. */
  inAppNavigation: boolean;
  /** `pageshow` event's `persisted`: restored from the back-forward cache. */
  persisted?: boolean;
  /** Navigation Timing level 2 `type`. */
  navigationType?: 'navigate' | 'reload' | 'back_forward' | 'prerender';
  /** `domainLookupEnd - domainLookupStart` of the navigation entry; 0 when the lookup was cached. */
  dnsLookupMs?: number;
  /** Legacy `performance.navigation.type`: 0 navigate, 1 reload, 2 back/forward. */
  legacyNavigationType?: number;
};

/**
 * spa for in-app navigation, bfcache for a back-forward restore, warm for a reload or a cached lookup,
 * cold otherwise (spec §4), checked in that order (original system §6).
 */
export function pageLoadType(signals: PageLoadSignals): PageLoadType {
  if (signals.inAppNavigation) return 'spa';
  if (signals.persisted) return 'bfcache';
  switch (signals.navigationType) {
    case 'back_forward':
      return 'bfcache';
    case 'reload':
      return 'warm';
    case 'navigate':
    case 'prerender':
      return signals.dnsLookupMs === 0 ? 'warm' : 'cold';
  }
  if (signals.legacyNavigationType === 1) return 'warm';
  if (signals.legacyNavigationType === 2) return 'bfcache';
  return 'cold';
}

/**
 * A `pageshow` that restores the page from the back-forward cache is a new view of it, reported as a
 * page_view with page_load_type bfcache: the app does not start again, so nothing else would report it.
 * Any other `pageshow` belongs to a load the app start has already reported.
 */
export function pageShowLoadType(event: { persisted: boolean }): 'bfcache' | undefined {
  return event.persisted === true ? 'bfcache' : undefined;
}
