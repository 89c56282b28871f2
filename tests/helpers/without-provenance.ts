import type { ExtractedPriceList } from '../../src/domain/ingestion/extracted-price-list';

/** An extraction without where each car was read, for tests that compare the cars themselves. */
export function withoutProvenance(list: ExtractedPriceList): ExtractedPriceList {
  return { cars: list.cars.map(({ sources: _sources, ...car }) => car) };
}
