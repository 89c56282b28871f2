import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// The fields the web app reads today; replace with the shared type from src/domain/listings once it lands.
export type ListingSummary = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  body_type: string | null;
  fuel_type: string | null;
  transmission: string | null;
  horsepower: number | null;
  image: string | null;
  monthly_price: number;
  display_monthly_price: number;
  selected_mileage: number;
  selected_term: number;
  selected_deposit: number;
  lease_score: number | null;
  seller_name: string | null;
};

export type ListingsPage = {
  items: ListingSummary[];
  total: number;
  page: number;
  limit: number;
};

export type ListingsSearch = {
  page?: number;
  limit?: number;
  sort?: 'lease_score_desc' | 'asc' | 'desc';
};

export function getListings(search: ListingsSearch, signal?: AbortSignal): Promise<ListingsPage> {
  return apiGet<ListingsPage>('/api/listings', { search, signal });
}

export const listingQueries = {
  all: () => ['listings'] as const,
  searches: () => [...listingQueries.all(), 'search'] as const,
  search: (search: ListingsSearch) =>
    queryOptions({
      queryKey: [...listingQueries.searches(), search] as const,
      queryFn: ({ signal }) => getListings(search, signal),
    }),
};
