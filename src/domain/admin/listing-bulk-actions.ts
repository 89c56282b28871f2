import { countNoun } from '../format/count-noun';
import { NOUN } from '../format/nouns';
import type { AuditAction } from './audit-vocabulary';

/** The status changes the listings list makes to its selected listings at once (ADR 033). */
export const listingStatusBulkActions = [
  'activate',
  'deactivate',
  'delete',
] as const satisfies readonly AuditAction[];
export type ListingStatusBulkAction = (typeof listingStatusBulkActions)[number];

/**
 * Every bulk action of the listings list: the status changes and the bulk edit. Each is also the audit
 * action stored on its listings and on their 'listing_selection' summary.
 */
export const listingBulkActions = [
  ...listingStatusBulkActions,
  'bulk_edit',
] as const satisfies readonly AuditAction[];
export type ListingBulkAction = (typeof listingBulkActions)[number];

/** What a bulk action did to each of its listings. */
export const listingBulkActionDone: Record<ListingBulkAction, string> = {
  activate: 'aktiveret',
  deactivate: 'deaktiveret',
  delete: 'slettet',
  bulk_edit: 'ændret',
};

export const isListingBulkAction = (value: string): value is ListingBulkAction =>
  (listingBulkActions as readonly string[]).includes(value);

/** '1 annonce aktiveret', '24 annoncer ændret'. */
export const bulkActionDoneText = (action: ListingBulkAction, count: number): string =>
  `${countNoun(count, NOUN.listing)} ${listingBulkActionDone[action]}`;
