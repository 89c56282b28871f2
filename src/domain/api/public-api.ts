import type {
  ListingDetail,
  ListingFilters,
  ListingSearchResponse,
  ListingSummary,
} from '../listings/listing-api-types';
import { endpoint } from './endpoint';

/**
 * The public pages' reads. The listing searches send the canonical query the domain builds
 * (listingSearchToQuery, listingDetailToQuery), so their search is a URLSearchParams. Only what the
 * first page load needs lives here: this object is in the entry chunk (ADR 042).
 */
export const publicApi = {
  searchListings: endpoint('GET', '/api/listings').types<{
    search: URLSearchParams;
    response: ListingSearchResponse;
  }>(),
  listingDetail: endpoint('GET', '/api/listings/:id').types<{
    search: URLSearchParams;
    response: ListingDetail;
  }>(),
  similarListings: endpoint('GET', '/api/listings/:id/similar').types<{
    search: URLSearchParams;
    response: { items: ListingSummary[] };
  }>(),
  filters: endpoint('GET', '/api/filters').types<{ response: ListingFilters }>(),
};
