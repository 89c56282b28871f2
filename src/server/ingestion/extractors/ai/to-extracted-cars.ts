import { type ExtractedCar, extractedCarSchema } from '../../../../domain/ingestion/extracted-price-list';
import type { ModelCar } from './model-output-schema';

const roundOrNull = (value: number | null) => (value === null ? null : Math.round(value));
const roundTo = (value: number | null, decimals: number) =>
  value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;

function carName(car: ModelCar): string {
  return `${car.make} ${car.model} ${car.variant}`.replace(/\s+/g, ' ').trim();
}

/**
 * Turns the model's cars into validated ExtractedCars. A car that breaks the rules (no offers, a
 * value out of range) is left out with a warning rather than failing the whole price list.
 */
export function toExtractedCars(cars: ModelCar[]): { cars: ExtractedCar[]; warnings: string[] } {
  const result: ExtractedCar[] = [];
  const warnings: string[] = [];
  for (const car of cars) {
    const candidate = {
      make: car.make.trim(),
      model: car.model.trim(),
      variant: car.variant.replace(/\s+/g, ' ').trim(),
      horsepower: roundOrNull(car.horsepower),
      fuel_type: car.fuel_type,
      transmission: car.transmission,
      year: roundOrNull(car.year),
      wltp_km: roundOrNull(car.wltp_km),
      co2_g_km: roundOrNull(car.co2_g_km),
      co2_tax_half_year: roundOrNull(car.co2_tax_half_year),
      consumption_l_100km: roundTo(car.consumption_l_100km, 2),
      consumption_kwh_100km: roundTo(car.consumption_kwh_100km, 2),
      offers: car.offers.map((offer) => ({
        mileage_per_year: Math.round(offer.mileage_per_year),
        period_months: Math.round(offer.period_months),
        first_payment: Math.round(offer.first_payment),
        monthly_price: Math.round(offer.monthly_price),
      })),
    };
    const checked = extractedCarSchema.safeParse(candidate);
    if (checked.success) result.push(checked.data);
    else {
      const fields = [
        ...new Set(
          checked.error.issues.map((issue) => issue.path.filter((p) => typeof p === 'string').join('.')),
        ),
      ];
      warnings.push(
        `AI-svaret for "${carName(car)}" er udeladt (ugyldige felter: ${fields.join(', ') || 'bilen'}).`,
      );
    }
  }
  return { cars: result, warnings };
}
