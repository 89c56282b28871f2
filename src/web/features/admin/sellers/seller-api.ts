import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SellerInput } from '../../../../domain/admin/seller-schema';
import type { SellerListingsPageSearch, SellersSearch } from '../../../../domain/admin/seller-search-params';
import { adminSellersApi } from '../../../../domain/api/admin-sellers-api';
import { pathOf } from '../../../../domain/api/endpoint';
import { apiCall } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload-form';

/** Query keys and options of the sellers area; every write invalidates `sellerQueries.all`. */
export const sellerQueries = {
  all: ['admin', 'sellers'] as const,
  list: (search: SellersSearch) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'list', search] as const,
      queryFn: ({ signal }) => apiCall(adminSellersApi.list, { search, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => apiCall(adminSellersApi.detail, { params: { id }, signal }),
      staleTime: 0,
    }),
  options: () =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'options'] as const,
      queryFn: ({ signal }) => apiCall(adminSellersApi.options, { signal }),
      staleTime: 60_000,
    }),
  statistics: (sellerId: string, period: { from: string; to: string }) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'statistics', sellerId, period.from, period.to] as const,
      queryFn: ({ signal }) =>
        apiCall(adminSellersApi.statistics, { params: { id: sellerId }, search: period, signal }),
      staleTime: 60_000,
    }),
  listings: (sellerId: string, search: Omit<SellerListingsPageSearch, 'seller'>) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'listings', sellerId, search] as const,
      queryFn: ({ signal }) =>
        apiCall(adminSellersApi.listings, { params: { id: sellerId }, search, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

export const createSeller = (input: SellerInput) => apiCall(adminSellersApi.create, { body: input });

/** Saves the seller if it is still at `expectedVersion`, the version the form loaded (ADR 037). */
export const updateSeller = ({
  id,
  input,
  expectedVersion,
}: {
  id: string;
  input: SellerInput;
  expectedVersion: number;
}) => apiCall(adminSellersApi.update, { params: { id }, body: { ...input, expectedVersion } });

export const deleteSeller = (id: string) => apiCall(adminSellersApi.remove, { params: { id } });

/** Where the browser downloads a seller's listings as JSON (a plain link: the server names the file). */
export const sellerExportUrl = (id: string) => pathOf(adminSellersApi.exportListings.path, { id });

/** Uploads a logo as multipart form data; a failure is an ApiError with the server's per-field issues. */
export function uploadSellerLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm(adminSellersApi.uploadLogo, form, {});
}
