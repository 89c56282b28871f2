import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  SellerJson,
  SellerListingsPageJson,
  SellerListPageJson,
  SellerOptionsJson,
  StoredLogoJson,
} from '../../../../domain/admin/seller-api-types';
import type { SellerInput } from '../../../../domain/admin/seller-schema';
import type { SellerListingsPageSearch, SellersSearch } from '../../../../domain/admin/seller-search-params';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from '../../../lib/api-client';

const BASE = '/api/admin/sellers';

/** Query keys and options of the sellers area; every write invalidates `sellerQueries.all`. */
export const sellerQueries = {
  all: ['admin', 'sellers'] as const,
  list: (search: SellersSearch) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'list', search] as const,
      queryFn: ({ signal }) => apiRequest<SellerListPageJson>(BASE, { search, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest<SellerJson>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
      staleTime: 0,
    }),
  options: () =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'options'] as const,
      queryFn: ({ signal }) => apiRequest<SellerOptionsJson>(`${BASE}/options`, { signal }),
      staleTime: 60_000,
    }),
  listings: (sellerId: string, search: Omit<SellerListingsPageSearch, 'seller'>) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'listings', sellerId, search] as const,
      queryFn: ({ signal }) =>
        apiRequest<SellerListingsPageJson>(`${BASE}/${encodeURIComponent(sellerId)}/listings`, {
          search,
          signal,
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

export const createSeller = (input: SellerInput) =>
  apiRequest<SellerJson>(BASE, { method: 'POST', body: input });

/** Saves the seller if it is still at `expectedVersion`, the version the form loaded (ADR 037). */
export const updateSeller = ({
  id,
  input,
  expectedVersion,
}: {
  id: string;
  input: SellerInput;
  expectedVersion: number;
}) =>
  apiRequest<SellerJson>(`${BASE}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...input, expectedVersion },
  });

export const deleteSeller = (id: string) =>
  apiRequest<void>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Where the browser downloads a seller's listings as JSON (a plain link: the server names the file). */
export const sellerExportUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}/export`;

/**
 * Uploads a logo as multipart form data. apiRequest sends JSON only, so this one request uses fetch
 * itself and turns a failure into the same ApiError (with the server's per-field issues).
 */
export async function uploadSellerLogo(file: File): Promise<StoredLogoJson> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${BASE}/logo`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiError(
      NETWORK_ERROR_STATUS,
      'NETWORK',
      error instanceof Error ? error.message : 'Network error',
    );
  }
  const payload = (await response.json().catch(() => null)) as
    | (StoredLogoJson & { error?: string; code?: string; issues?: { path: string; message: string }[] })
    | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.code,
      payload?.error ?? `HTTP ${response.status}`,
      Array.isArray(payload?.issues) ? payload.issues : [],
    );
  }
  return payload as StoredLogoJson;
}
