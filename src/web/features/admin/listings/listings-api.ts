import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminListingsSearch } from '../../../../domain/admin/admin-search-params';
import type { BulkEditListingsBody } from '../../../../domain/admin/bulk-edit-listings';
import type { BulkListingActionBody, ListingFormInput } from '../../../../domain/admin/listing-form-schema';
import { adminListingsApi } from '../../../../domain/api/admin-listings-api';
import { ApiError, apiCall } from '../../../lib/api-client';

/** The unfiltered first page; every key spelled out because the route's search input requires them. */
export const NO_LISTING_FILTERS = {
  search: undefined,
  status: undefined,
  seller_id: undefined,
  quality: undefined,
  page: undefined,
} satisfies AdminListingsSearch;

/** Query keys and options of the admin listings area; every write invalidates `listingQueries.all`. */
export const listingQueries = {
  all: ['admin', 'listings'] as const,
  list: (search: AdminListingsSearch) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'list', search] as const,
      queryFn: ({ signal }) => apiCall(adminListingsApi.list, { search, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => apiCall(adminListingsApi.detail, { params: { id }, signal }),
      staleTime: 0,
    }),
  remembered: (id: string) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'remembered', id] as const,
      queryFn: ({ signal }) => apiCall(adminListingsApi.remembered, { params: { id }, signal }),
      staleTime: 0,
    }),
  reference: () =>
    queryOptions({
      queryKey: [...listingQueries.all, 'reference'] as const,
      queryFn: ({ signal }) => apiCall(adminListingsApi.reference, { signal }),
      staleTime: 60_000,
    }),
};

export const createListing = (input: ListingFormInput) => apiCall(adminListingsApi.create, { body: input });

/** Saves the listing if it is still at `expectedVersion`, the version the form loaded (ADR 037). */
export const updateListing = ({
  id,
  input,
  expectedVersion,
}: {
  id: string;
  input: ListingFormInput;
  expectedVersion: number;
}) => apiCall(adminListingsApi.update, { params: { id }, body: { ...input, expectedVersion } });

export const duplicateListing = (id: string) => apiCall(adminListingsApi.duplicate, { params: { id } });

/** Activate, deactivate or delete the ticked listings or every listing matching a filter (issue 25). */
export const bulkListingAction = (body: BulkListingActionBody) => apiCall(adminListingsApi.bulk, { body });

/** Body type, retail price and/or status of the selected listings in one action (ADR 033). */
export const bulkEditListings = (edit: BulkEditListingsBody) =>
  apiCall(adminListingsApi.bulkEdit, { body: edit });

/**
 * For a bulk action's `catch`: when the filter no longer matched the count the admin confirmed (409
 * SELECTION_CHANGED, nothing changed), the list is read again so its count is current; the error goes on
 * to the toast, which says what happened.
 */
export const refetchWhenSelectionChanged =
  (queryClient: QueryClient) =>
  async (error: unknown): Promise<never> => {
    if (error instanceof ApiError && error.code === 'SELECTION_CHANGED') {
      await queryClient.invalidateQueries({ queryKey: listingQueries.all });
    }
    throw error;
  };
