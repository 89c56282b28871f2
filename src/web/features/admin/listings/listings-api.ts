import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminListingDetail,
  AdminListingsPage,
  BulkListingResult,
  ListingReferenceData,
  RememberedForListing,
} from '../../../../domain/admin/admin-listing-types';
import type { AdminListingsSearch } from '../../../../domain/admin/admin-search-params';
import type { BulkEditListings, BulkEditResult } from '../../../../domain/admin/bulk-edit-listings';
import type { BulkListingAction, ListingFormInput } from '../../../../domain/admin/listing-form-schema';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/admin/listings';

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
      queryFn: ({ signal }) => apiRequest<AdminListingsPage>(BASE, { search, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) =>
        apiRequest<AdminListingDetail>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
      staleTime: 0,
    }),
  remembered: (id: string) =>
    queryOptions({
      queryKey: [...listingQueries.all, 'remembered', id] as const,
      queryFn: ({ signal }) =>
        apiRequest<RememberedForListing>(`${BASE}/${encodeURIComponent(id)}/remembered`, { signal }),
      staleTime: 0,
    }),
  reference: () =>
    queryOptions({
      queryKey: [...listingQueries.all, 'reference'] as const,
      queryFn: ({ signal }) => apiRequest<ListingReferenceData>(`${BASE}/reference`, { signal }),
      staleTime: 60_000,
    }),
};

export const createListing = (input: ListingFormInput) =>
  apiRequest<{ id: string; version: number }>(BASE, { method: 'POST', body: input });

/** Saves the listing if it is still at `expectedVersion`, the version the form loaded (ADR 037). */
export const updateListing = ({
  id,
  input,
  expectedVersion,
}: {
  id: string;
  input: ListingFormInput;
  expectedVersion: number;
}) =>
  apiRequest<{ id: string; version: number }>(`${BASE}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...input, expectedVersion },
  });

export const duplicateListing = (id: string) =>
  apiRequest<{ id: string; name: string }>(`${BASE}/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });

export const bulkListingAction = (action: BulkListingAction) =>
  apiRequest<BulkListingResult>(`${BASE}/bulk`, { method: 'POST', body: action });

/** Body type, retail price and/or status of the selected listings in one action (ADR 033). */
export const bulkEditListings = (edit: BulkEditListings) =>
  apiRequest<BulkEditResult>(`${BASE}/bulk-edit`, { method: 'POST', body: edit });
