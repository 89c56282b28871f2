import { readTypedDanishNumber } from '../../../../../domain/format/danish-number';
import { formatNumber } from '../../../../../domain/format/format-danish';
import { type ExtractedCar, extractedCarSchema } from '../../../../../domain/ingestion/extracted-price-list';
import type { StoredFuelType, StoredTransmission } from '../../../../../domain/listings/vehicle-values';
import { offerPriceKey } from '../../../../../domain/offers/offer-key';

/** The "Ret bil" form: text fields as typed, turned into an ExtractedCar checked by extractedCarSchema. */

export const offerFields = ['monthly_price', 'mileage_per_year', 'period_months', 'first_payment'] as const;
export type OfferField = (typeof offerFields)[number];
/** An offer as typed; `moved` is "Del bil"'s tick (move this offer to the new car), unused elsewhere. */
export type OfferRowValues = Record<OfferField, string> & { key: number; moved: boolean };

export type CarFormValues = {
  make: string;
  model: string;
  variant: string;
  horsepower: string;
  fuel_type: StoredFuelType | '';
  transmission: StoredTransmission | '';
  offers: OfferRowValues[];
};

/** Field path ("make", "offers.0.monthly_price", "offers") → Danish message. */
export type CarFormErrors = Record<string, string>;

let nextKey = 0;
export function newOfferRow(values: Partial<Omit<OfferRowValues, 'key'>> = {}): OfferRowValues {
  nextKey += 1;
  return {
    key: nextKey,
    monthly_price: '',
    mileage_per_year: '15.000',
    period_months: '36',
    first_payment: '0',
    moved: false,
    ...values,
  };
}

export function carFormFromCar(car: ExtractedCar): CarFormValues {
  return {
    make: car.make,
    model: car.model,
    variant: car.variant,
    horsepower: car.horsepower === null ? '' : String(car.horsepower),
    fuel_type: car.fuel_type ?? '',
    transmission: car.transmission ?? '',
    offers: car.offers.map((offer) =>
      newOfferRow({
        monthly_price: formatNumber(offer.monthly_price),
        mileage_per_year: formatNumber(offer.mileage_per_year),
        period_months: String(offer.period_months),
        first_payment: formatNumber(offer.first_payment),
      }),
    ),
  };
}

export const carFieldMessages: Record<string, string> = {
  make: 'Udfyld mærke',
  model: 'Udfyld model',
  variant: 'Udfyld variant (højst 200 tegn)',
  horsepower: 'Hestekræfter skal være et helt tal mellem 1 og 2.000',
  fuel_type: 'Vælg et drivmiddel',
  transmission: 'Vælg gear',
  offers: 'Tilføj mindst ét tilbud',
  monthly_price: 'Månedspris skal være et helt beløb over 0 kr.',
  mileage_per_year: 'Km/år skal være mellem 1.000 og 100.000',
  period_months: 'Løbetid skal være 1–120 mdr.',
  first_payment: 'Udbetaling skal være et beløb fra 0 kr.',
};

/** A number field in whole kroner: empty → null; text that is not one amount → NaN, so the schema refuses it. */
export function amount(text: string): number | null {
  const value = readTypedDanishNumber(text);
  return value === null || Number.isNaN(value) ? value : Math.round(value);
}

/**
 * What the list stated about an offer the admin left as it was (its total and minimum price, which the
 * form does not show): kept, so "Ret bil" — how an admin clears "Kræver kontrol" — loses nothing the
 * list said. An offer with other terms or another price states nothing.
 */
function statedOf(original: ExtractedCar, offer: Record<OfferField, number | null>) {
  const key = offerPriceKey(offer as ExtractedCar['offers'][number]);
  const same = original.offers.find((candidate) => offerPriceKey(candidate) === key);
  return {
    ...(same?.total_cost != null ? { total_cost: same.total_cost } : {}),
    ...(same?.minimum_price != null ? { minimum_price: same.minimum_price } : {}),
  };
}

/** The corrected car (keeping the specs and stated totals the form does not show), or the form's errors. */
export function carFromForm(
  original: ExtractedCar,
  values: CarFormValues,
): { car: ExtractedCar; errors: null } | { car: null; errors: CarFormErrors } {
  const candidate = {
    ...original,
    make: values.make,
    model: values.model,
    variant: values.variant,
    horsepower: amount(values.horsepower),
    fuel_type: values.fuel_type === '' ? null : values.fuel_type,
    transmission: values.transmission === '' ? null : values.transmission,
    offers: values.offers.map((row) => {
      const offer = {
        monthly_price: amount(row.monthly_price),
        mileage_per_year: amount(row.mileage_per_year),
        period_months: amount(row.period_months),
        first_payment: amount(row.first_payment),
      };
      return { ...statedOf(original, offer), ...offer };
    }),
  };
  const result = extractedCarSchema.safeParse(candidate);
  if (result.success) return { car: result.data, errors: null };
  const errors: CarFormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = String(issue.path[issue.path.length - 1] ?? '');
    errors[path] ??= carFieldMessages[field] ?? carFieldMessages[String(issue.path[0])] ?? 'Ugyldig værdi';
  }
  return { car: null, errors };
}

const carFieldLabels = {
  make: 'Mærke',
  model: 'Model',
  variant: 'Variant',
  horsepower: 'Hestekræfter (hk)',
  fuel_type: 'Drivmiddel',
  transmission: 'Gear',
} as const;

const offerText = (offer: ExtractedCar['offers'][number]) =>
  `${formatNumber(offer.monthly_price)} kr./md. · ${formatNumber(offer.mileage_per_year)} km/år · ${offer.period_months} mdr. · ${formatNumber(offer.first_payment)} kr. udbetaling`;

/**
 * What the admin changed in "Ret bil" from the car as loaded, as a list beside a refused save (ADR 037):
 * each changed field with its typed value, the offers as one entry when any of them changed.
 */
export function typedCarChanges(
  typed: ExtractedCar,
  loaded: ExtractedCar,
): { label: string; value: string }[] {
  const changes: { label: string; value: string }[] = (
    Object.keys(carFieldLabels) as (keyof typeof carFieldLabels)[]
  )
    .filter((field) => (typed[field] ?? null) !== (loaded[field] ?? null))
    .map((field) => ({ label: carFieldLabels[field], value: String(typed[field] ?? '') }));
  // Compared as the admin reads them: the form may leave out what it does not show (stated totals).
  const typedOffers = typed.offers.map(offerText).join('\n');
  if (typedOffers !== loaded.offers.map(offerText).join('\n')) {
    changes.push({ label: 'Tilbud', value: typedOffers });
  }
  return changes;
}
