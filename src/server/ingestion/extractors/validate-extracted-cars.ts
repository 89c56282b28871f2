import {
  type ConcreteExtractorName,
  type ExtractedCar,
  extractedCarSchema,
  extractedPriceListSchema,
} from '../../../domain/ingestion/extracted-price-list';
import { ExtractionError, type ExtractionOutcome } from './extractor';

/**
 * The outcome of a deterministic extractor: every car checked against the shared schema (an invalid
 * car is left out with a warning), and 'no_cars_found' when none is left.
 */
export function validatedOutcome(
  extractor: ConcreteExtractorName,
  cars: readonly ExtractedCar[],
  warnings: readonly string[],
): ExtractionOutcome {
  const valid: ExtractedCar[] = [];
  const notes = [...warnings];
  for (const car of cars) {
    const parsed = extractedCarSchema.safeParse(car);
    if (parsed.success) valid.push(parsed.data);
    else
      notes.push(
        `${car.make} ${car.model} ${car.variant} blev udeladt: ${parsed.error.issues[0]?.message ?? 'ugyldige data'}.`,
      );
  }
  if (valid.length === 0) {
    throw new ExtractionError('no_cars_found', 'Der blev ikke fundet nogen biler med priser i prislisten.');
  }
  return { extractor, result: extractedPriceListSchema.parse({ cars: valid }), usage: null, warnings: notes };
}
