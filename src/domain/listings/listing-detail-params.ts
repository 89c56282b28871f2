import { z } from 'zod/mini';
import { kmParam, LEASE_PARAM_ALIASES, mdrParam, udbParam } from './lease-config-params';
import { collectValues, pickAliases, type RawSearchInput } from './search-param-values';

const detailObject = z.object({ km: kmParam, mdr: mdrParam, udb: udbParam });

/** Lease configuration on /listing/{id} and GET /api/listings/:id; each field is absent from the URL or adjusted. */
export type ListingDetailParams = z.output<typeof detailObject>;
export type ListingDetailInput = Partial<ListingDetailParams> & Record<string, unknown>;

/** Accepts km|selectedMileage, mdr|selectedTerm, udb|selectedDeposit; never fails. */
export const listingDetailParams = z.pipe(
  z.transform((raw: ListingDetailInput): unknown => pickAliases(collectValues(raw), LEASE_PARAM_ALIASES)),
  detailObject,
);

export function parseListingDetailParams(raw: RawSearchInput): ListingDetailParams {
  return listingDetailParams.parse(raw);
}

/** Query for a detail link: only the given values, under the short names km, mdr, udb. */
export function listingDetailToQuery(params: Partial<ListingDetailParams>): URLSearchParams {
  const parsed = listingDetailParams.parse(params);
  const query = new URLSearchParams();
  for (const key of ['km', 'mdr', 'udb'] as const) {
    const value = parsed[key];
    if (value !== undefined) query.set(key, String(value));
  }
  return query;
}
