import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../../../../domain/listings/listing-search-params';
import { type CardFacts, reportedPosition } from './card-events';

const listing = { id: 'abc', display_monthly_price: 3999, lease_score: 81 };

function resultsCard(positionOnPage: number, query: Record<string, unknown>): CardFacts {
  return {
    listing,
    position: positionOnPage,
    place: { container: 'results_grid', search: parseListingSearch(query) },
  };
}

describe('reportedPosition', () => {
  it('counts a results card across the pages of its search', () => {
    expect(reportedPosition(resultsCard(2, {}))).toBe(2);
    expect(reportedPosition(resultsCard(2, { page: 3 }))).toBe(42);
    expect(reportedPosition(resultsCard(2, { page: '3', limit: '10' }))).toBe(22);
  });

  it('keeps the shown position of cards outside the results grid', () => {
    expect(reportedPosition({ listing, position: 4, place: { container: 'similar_grid' } })).toBe(4);
    expect(reportedPosition({ listing, position: 2, place: { container: 'home_carousel' } })).toBe(2);
  });
});
