import type { ExtractedPriceList } from '../../src/domain/ingestion/extracted-price-list';
import type { SellerHints } from '../../src/server/ingestion/extractors/extractor';

/** Seller hints as a catalogue that already knows the list's models would give them (their spelling). */
export function catalogueHints(list: ExtractedPriceList): SellerHints {
  const models = new Map(
    list.cars.map((car) => [`${car.make}|${car.model}`, { make: car.make, model: car.model }]),
  );
  return { sellerName: 'Forhandler', allowedModels: [...models.values()], existingVariants: [] };
}
