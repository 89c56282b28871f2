import type { ListingSummary } from '../../../domain/listings/listing-api-types';
import { previewListing } from '../background-removal/preview-listing';

/** A listing for the favourites' component tests: the preview's car with the given id, name and offer. */
export function testListing(overrides: Partial<ListingSummary> & { id: string }): ListingSummary {
  return { ...previewListing(''), image: null, ...overrides };
}
