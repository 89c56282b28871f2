import type { OfferSourceKind } from './offer-source';

/** Where the chosen offer's price came from and when a source last stated it (issue 27 part 5, ADR 056). */
export type OfferSourceInfo = {
  kind: OfferSourceKind;
  /** The price list's file name or URL; null for an admin's entry. */
  name: string | null;
  page: number | null;
  /** ISO instant. */
  confirmed_at: string;
};

/** What the detail page says about how fresh a listing's offers are. */
export type OfferFreshness = {
  /** The chosen offer's source; null when the listing's offers have expired. */
  price_source: OfferSourceInfo | null;
  /**
   * The last day the offers hold ('YYYY-MM-DD', a Danish date): the earlier of the price list's
   * valid-until and order-by dates; null when it states neither.
   */
  offers_valid_until: string | null;
  /** True after that day: the page says the offers have expired and shows no price. */
  offers_expired: boolean;
};

/** The earlier of two optional 'YYYY-MM-DD' dates. */
export function lastValidDay(validUntil: string | null, orderBy: string | null): string | null {
  if (validUntil === null) return orderBy;
  if (orderBy === null) return validUntil;
  return validUntil < orderBy ? validUntil : orderBy;
}

/** Whether offers whose last day is `lastDay` have expired on `today` (both 'YYYY-MM-DD'); the last day counts. */
export function offersExpired(lastDay: string | null, today: string): boolean {
  return lastDay !== null && lastDay < today;
}

/**
 * How a price list is named to a visitor: a URL by its file name ("prisliste-nov.pdf"), anything else
 * as stored.
 */
export function priceListDisplayName(name: string): string {
  const first = name.split(', ')[0] ?? name;
  if (!/^https?:\/\//i.test(first)) return first;
  try {
    const url = new URL(first);
    const last = url.pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : url.hostname;
  } catch {
    return first;
  }
}

/** "Fra prislisten prisliste.pdf, side 3" / "Indtastet af admin". */
export function offerSourceText(source: OfferSourceInfo): string {
  if (source.kind === 'admin' || source.name === null) return 'Indtastet af admin';
  const page = source.page === null ? '' : `, side ${source.page}`;
  return `Fra prislisten ${priceListDisplayName(source.name)}${page}`;
}
