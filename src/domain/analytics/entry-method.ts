export type ListingEntryMethod = 'internal_grid_click' | 'direct' | 'ad';

/** Host (lower case, with port) of a referrer URL; null when there is none or it is not a URL. */
export function referrerHost(referrer: string | null | undefined): string | null {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#]+)/i.exec(referrer?.trim() ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * How a visitor reached a listing (spec §4): internal_grid_click for in-app navigation, direct with no
 * referrer or our own host, ad for any other site.
 */
export function listingEntryMethod(input: {
  inAppNavigation: boolean;
  referrerHost: string | null;
  ownHost: string;
}): ListingEntryMethod {
  if (input.inAppNavigation) return 'internal_grid_click';
  if (input.referrerHost === null || input.referrerHost === input.ownHost.toLowerCase()) return 'direct';
  return 'ad';
}
