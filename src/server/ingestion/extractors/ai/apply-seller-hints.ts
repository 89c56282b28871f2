import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type { SellerHints } from '../extractor';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[–—-]/g, '-')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
const modelKey = (make: string, model: string) => `${normalise(make)}|${normalise(model)}`;

/**
 * Holds the model to the seller's catalogue: makes and models outside the allowed list are dropped
 * with a warning, allowed ones get the catalogue's spelling, and a variant that equals an existing one
 * but for case, spacing or dashes gets the existing spelling (so matching finds it by exact key).
 */
export function applySellerHints(
  cars: ExtractedCar[],
  hints: SellerHints | undefined,
): { cars: ExtractedCar[]; warnings: string[] } {
  if (!hints) return { cars, warnings: [] };
  const allowed = new Map(hints.allowedModels.map((entry) => [modelKey(entry.make, entry.model), entry]));
  const variants = new Map(
    hints.existingVariants.map((entry) => [
      `${modelKey(entry.make, entry.model)}|${normalise(entry.variant)}`,
      entry.variant,
    ]),
  );
  const dropped = new Set<string>();
  const kept: ExtractedCar[] = [];
  for (const car of cars) {
    const key = modelKey(car.make, car.model);
    const catalogue = allowed.get(key);
    if (allowed.size > 0 && !catalogue) {
      dropped.add(`${car.make} ${car.model}`);
      continue;
    }
    const make = catalogue?.make ?? car.make;
    const model = catalogue?.model ?? car.model;
    const variant = variants.get(`${key}|${normalise(car.variant)}`) ?? car.variant;
    kept.push({ ...car, make, model, variant });
  }
  const warnings = [...dropped].map(
    (name) => `"${name}" er ikke blandt sælgerens mærker og modeller og er udeladt.`,
  );
  return { cars: kept, warnings };
}
