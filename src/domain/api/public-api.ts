import type { BackgroundRemovalResponse } from '../images/background-removal-api-types';
import type {
  ListingDetail,
  ListingFilters,
  ListingSearchResponse,
  ListingSummary,
} from '../listings/listing-api-types';
import { endpoint } from './endpoint';

/**
 * The public site's endpoints. The listing searches send the canonical query the domain builds
 * (listingSearchToQuery, listingDetailToQuery), so their search is a URLSearchParams.
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
  /** The analytics collector (ADR 021): `{ events }`, also sent as text/plain by sendBeacon. */
  events: endpoint('POST', '/api/events').types<{
    body: { events: object[] };
    response: { accepted: number; dropped: number };
  }>(),
  /** Multipart field `file`: the proof of concept's cut-out of one photo. */
  removeBackground: endpoint('POST', '/api/background-removal').types<{
    body: FormData;
    response: BackgroundRemovalResponse;
  }>(),
};
