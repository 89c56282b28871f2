import type {
  AdminListingDetail,
  AdminListingsPage,
  BulkListingResult,
  ListingReferenceData,
  RememberedForListing,
} from '../admin/admin-listing-types';
import type { AdminListingsSearch } from '../admin/admin-search-params';
import type { BulkEditListingsBody, BulkEditResult } from '../admin/bulk-edit-listings';
import type { BulkListingActionBody, ListingFormInput } from '../admin/listing-form-schema';
import { endpoint } from './endpoint';

const BASE = '/api/admin/listings';

/** A saved listing and the version to send back with the next save (ADR 037). */
export type SavedListing = { id: string; version: number };

/** /api/admin/listings; the answers' shapes are in domain/admin/admin-listing-types. */
export const adminListingsApi = {
  list: endpoint('GET', BASE).types<{ search: AdminListingsSearch; response: AdminListingsPage }>(),
  reference: endpoint('GET', `${BASE}/reference`).types<{ response: ListingReferenceData }>(),
  /**
   * The ticked listings (`ids`) or every listing matching `filter` (issue 25). 400 LISTING_INCOMPLETE when
   * an activated listing lacks what activation needs; 409 SELECTION_CHANGED (with `matching`) when the
   * filter no longer matches `expected_count` listings. Either way nothing was changed.
   */
  bulk: endpoint('POST', `${BASE}/bulk`).types<{
    body: BulkListingActionBody;
    response: BulkListingResult;
  }>(),
  /** 400 LISTING_INCOMPLETE (with `refused`) or 409 SELECTION_CHANGED when nothing was changed (ADR 033). */
  bulkEdit: endpoint('POST', `${BASE}/bulk-edit`).types<{
    body: BulkEditListingsBody;
    response: BulkEditResult;
  }>(),
  create: endpoint('POST', BASE).types<{ body: ListingFormInput; response: SavedListing }>(),
  detail: endpoint('GET', `${BASE}/:id`).types<{ response: AdminListingDetail }>(),
  remembered: endpoint('GET', `${BASE}/:id/remembered`).types<{ response: RememberedForListing }>(),
  update: endpoint('PUT', `${BASE}/:id`).types<{
    body: ListingFormInput & { expectedVersion: number };
    response: SavedListing;
  }>(),
  duplicate: endpoint('POST', `${BASE}/:id/duplicate`).types<{ response: { id: string; name: string } }>(),
};
