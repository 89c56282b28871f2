import {
  type ExtractedCar,
  extractedCarSchema,
  type OfferConditions,
  offerConditionsSchema,
} from '../../../../domain/ingestion/extracted-price-list';
import type { ModelCar, ModelConditions } from './model-output-schema';

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
    const conditions = toConditions(car.conditions);
    if (conditions.dropped.length > 0)
      warnings.push(
        `AI-svaret for "${carName(car)}": betingelser udeladt (ugyldige felter: ${conditions.dropped.join(', ')}).`,
      );
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
      ...(conditions.stated ? { conditions: conditions.stated } : {}),
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

/**
 * The model's conditions as the list's stated conditions: nulls and empty lists left out, the return fee
 * in whole kr., the price per extra km to the øre. A field that still breaks the rules (a date that is
 * not ISO, a fee out of range) is dropped and named, never the car.
 */
function toConditions(model: ModelConditions | null): {
  stated: OfferConditions | undefined;
  dropped: string[];
} {
  if (!model) return { stated: undefined, dropped: [] };
  const texts = (items: string[] | null) => {
    const kept = (items ?? []).map((item) => item.trim()).filter((item) => item !== '');
    return kept.length > 0 ? kept : null;
  };
  const extras = (model.extras ?? [])
    .map((extra) => ({ name: extra.name.trim(), monthly_price: Math.round(extra.monthly_price) }))
    .filter((extra) => extra.name !== '');
  const candidate: Record<string, unknown> = Object.fromEntries(
    Object.entries({
      order_by: model.order_by?.trim() || null,
      delivery_by: model.delivery_by?.trim() || null,
      valid_until: model.valid_until?.trim() || null,
      includes: texts(model.includes),
      excludes: texts(model.excludes),
      return_fee: roundOrNull(model.return_fee),
      extra_km_price: roundTo(model.extra_km_price, 2),
      extras: extras.length > 0 ? extras : null,
    }).filter(([, value]) => value !== null),
  );
  const dropped = new Set<string>();
  let checked = offerConditionsSchema.safeParse(candidate);
  while (!checked.success) {
    const fields = checked.error.issues.map((issue) => String(issue.path[0] ?? ''));
    if (fields.every((field) => dropped.has(field) || !(field in candidate))) break;
    for (const field of fields) {
      dropped.add(field);
      delete candidate[field];
    }
    checked = offerConditionsSchema.safeParse(candidate);
  }
  const stated = checked.success && Object.keys(checked.data).length > 0 ? checked.data : undefined;
  return { stated, dropped: [...dropped] };
}
