import { LEASE_PARAM_ALIASES } from '../../../../domain/listings/lease-config-params';
import {
  type ListingDetailParams,
  parseListingDetailParams,
} from '../../../../domain/listings/listing-detail-params';
import {
  collectValues,
  firstOf,
  pickAliases,
  readNumber,
} from '../../../../domain/listings/search-param-values';
import type { LeaseOffer } from '../../../../domain/offers/lease-offer';

const LEASE_KEYS = ['selectedMileage', 'selectedTerm', 'selectedDeposit', 'km', 'mdr', 'udb'] as const;

/**
 * Search of /listing/$id: the canonical names, or the legacy km/mdr/udb, each a number as the URL wrote
 * it. Not clamped here: the router writes its validated search back into the address on entry, which
 * would erase what the visitor asked for before the notices can compare it with the offer shown.
 */
export type ListingDetailSearch = Partial<Record<(typeof LEASE_KEYS)[number], number>>;

export function validateListingDetailSearch(input: ListingDetailSearch): ListingDetailSearch {
  const raw = input as Record<string, unknown>;
  const search: ListingDetailSearch = {};
  for (const key of LEASE_KEYS) {
    const value = firstOf(raw[key], readNumber);
    if (value !== undefined) search[key] = value;
  }
  return search;
}

/** The configuration the API gets: aliases resolved and values clamped by the domain schema. */
export function detailConfigOf(search: ListingDetailSearch): ListingDetailParams {
  return parseListingDetailParams(search);
}

/** The configuration of one offer, e.g. to price similar cars like the one on screen. */
export function offerConfigOf(offer: LeaseOffer): ListingDetailParams {
  return { km: offer.mileage_per_year, mdr: offer.period_months, udb: offer.first_payment };
}

export type RequestedConfig = { km?: number | undefined; mdr?: number | undefined; udb?: number | undefined };

/** What the visitor asked for, before clamping, with the domain's alias precedence (new names win). */
export function requestedConfigOf(search: ListingDetailSearch): RequestedConfig {
  const picked = pickAliases(collectValues(search), LEASE_PARAM_ALIASES);
  return {
    km: firstOf(picked.km, readNumber),
    mdr: firstOf(picked.mdr, readNumber),
    udb: firstOf(picked.udb, readNumber),
  };
}
