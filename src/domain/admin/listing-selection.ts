import { z } from 'zod/mini';
import { countNoun } from '../format/count-noun';
import { NOUN } from '../format/nouns';
import { listingStatuses } from '../listings/vehicle-values';
import { type AdminListingsSearch, adminListingQualities } from './admin-search-params';

/**
 * Which listings a bulk action of the listings list applies to (issue 25): the rows the admin ticked
 * (by id, at most a page's worth), or every listing matching the list's filter ("Vælg alle 134
 * annoncer, der matcher filteret"), resolved by the server with the list's own query — no id list
 * travels. `expected_count` is the total the admin confirmed; when the filter matches another number
 * by the time the action runs, nothing is changed and the admin is told (ADR 015, issue 25 amendment).
 */

/** Ticked rows per action: a page is 20, so this is generous. */
export const BULK_LISTING_LIMIT = 100;
/**
 * Listings one action by filter may change in one transaction (one audit row each, the deleted ones kept
 * whole). Measured on PGlite with every listing a variant of its own: 1 000 are activated in about a
 * second, edited with a retail price (rescored, remembered) or deleted in four to five; 5 000 took 30–40 s,
 * too long to hold a request and its locks. A larger match is narrowed by the filter first.
 */
export const BULK_FILTER_LIMIT = 1_000;

/** The listings list's filter without its page: what "every matching listing" means. */
export type AdminListingsFilter = Omit<AdminListingsSearch, 'page'>;

export const adminListingsFilterSchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(listingStatuses, { error: 'Ugyldig status' })),
  seller_id: z.optional(z.string().check(z.maxLength(200))),
  quality: z.optional(z.enum(adminListingQualities, { error: 'Ugyldig datakvalitet' })),
});

/** The selection fields every bulk body carries: `ids`, or `filter` with `expected_count`. */
export const listingSelectionFields = {
  ids: z.optional(
    z
      .array(z.string().check(z.uuid('Ugyldigt id')))
      .check(
        z.minLength(1, 'Vælg mindst én annonce'),
        z.maxLength(BULK_LISTING_LIMIT, `Højst ${BULK_LISTING_LIMIT} ad gangen`),
      ),
  ),
  filter: z.optional(adminListingsFilterSchema),
  expected_count: z.optional(
    z
      .int('Skal være et helt tal')
      .check(
        z.minimum(1, 'Vælg mindst én annonce'),
        z.maximum(BULK_FILTER_LIMIT, `Højst ${countNoun(BULK_FILTER_LIMIT, NOUN.listing)} ad gangen`),
      ),
  ),
};

type SelectionInput = { ids?: string[] | undefined; filter?: unknown; expected_count?: number | undefined };

/** Exactly one of `ids` and `filter`; a filter with the count the admin saw. */
export const listingSelectionCheck = z.superRefine((input: SelectionInput, ctx) => {
  const issue = (path: string, message: string) =>
    ctx.issues.push({ code: 'custom', input, path: [path], message });
  if (input.ids === undefined && input.filter === undefined) issue('ids', 'Vælg mindst én annonce');
  if (input.ids !== undefined && input.filter !== undefined) {
    issue('ids', 'Vælg enten annoncer eller et filter');
  }
  if (input.filter !== undefined && input.expected_count === undefined) {
    issue('expected_count', 'Angiv antallet af annoncer, filteret matchede');
  }
});

/** A selection as the web sends it and a service reads it. */
export type ListingSelection =
  | { ids: string[]; filter?: undefined; expected_count?: undefined }
  | { filter: AdminListingsFilter; expected_count: number; ids?: undefined };

/** The parsed body's selection (the schema has made sure exactly one of the two is there). */
export function selectionOf(parsed: {
  ids?: string[] | undefined;
  filter?: AdminListingsFilter | undefined;
  expected_count?: number | undefined;
}): ListingSelection {
  return parsed.filter
    ? { filter: parsed.filter, expected_count: parsed.expected_count ?? 0 }
    : { ids: parsed.ids ?? [] };
}

/** The list's search without its page and unset fields: the filter "every matching listing" sends. */
export function listingsFilterOf(search: AdminListingsSearch): AdminListingsFilter {
  const { page: _page, ...filter } = search;
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as AdminListingsFilter;
}

/** "Filteret matcher nu 133 annoncer, ikke 134. Intet blev ændret – se listen igen, og prøv på ny." */
export function selectionChangedMessage(matching: number, expected: number): string {
  return `Filteret matcher nu ${countNoun(matching, NOUN.listing)}, ikke ${expected}. Intet blev ændret – se listen igen, og prøv på ny.`;
}
