import type { ListingSummary } from '../listings/listing-api-types';
import { endpoint } from './endpoint';

/** A saved car today: its listing at the saved configuration (or the closest offer), null when no longer public. */
export type SavedListingToday = { id: string; listing: ListingSummary | null };

/**
 * "Gemte biler" (ADR 069): every saved car in one request. `cars` is a comma list of `id` or
 * `id:km:mdr:udb`, at most 50.
 */
export const savedListingsApi = {
  savedListings: endpoint('GET', '/api/saved-listings').types<{
    search: { cars: string };
    response: { items: SavedListingToday[] };
  }>(),
};
