import { kmParam, LEASE_PARAM_ALIASES, mdrParam, udbParam } from './lease-config-params';
import { collectValues, pickAliases, type RawSearchInput } from './search-param-values';
import { type SearchOf, searchSchema } from './search-schema';

const detailFields = { km: kmParam, mdr: mdrParam, udb: udbParam };
const detailObject = searchSchema(detailFields);

/** Lease configuration on /listing/{id} and GET /api/listings/:id; each field is absent from the URL or adjusted. */
export type ListingDetailParams = SearchOf<typeof detailFields>;

/** Accepts km|selectedMileage, mdr|selectedTerm, udb|selectedDeposit; never fails. */
export const listingDetailParams = {
  parse: (raw: unknown): ListingDetailParams =>
    detailObject.parse(pickAliases(collectValues(raw), LEASE_PARAM_ALIASES)),
};

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
