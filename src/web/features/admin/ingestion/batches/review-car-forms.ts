import type { FieldIssue } from '../../../../../domain/api/endpoint';
import type { ExtractedCar, ExtractedOffer } from '../../../../../domain/ingestion/extracted-price-list';
import {
  type AddChangeBody,
  type CarIdentityFields,
  carIdentityFieldsSchema,
  DUPLICATE_TERMS_MESSAGE,
  repeatedTermIndexes,
  splitCar,
  splitRefusalMessages,
} from '../../../../../domain/ingestion/review-edits';
import type { ParseResult } from '../../form/form-issues';
import {
  amount,
  type CarFormValues,
  carFieldMessages,
  carFormFromCar,
  carFromForm,
  newOfferRow,
} from './edit-car-form';

/**
 * "Del bil" and "Tilføj bil" on the same form values as "Ret bil" (edit-car-form.ts): the car's fields
 * as typed, its offers as rows; in "Del bil" a row's `moved` says the offer goes to the new car.
 */

const issuesOf = (errors: Record<string, string>): FieldIssue[] =>
  Object.entries(errors).map(([path, message]) => ({ path, message }));

/** The typed make, model, variant, horsepower, fuel and gearbox, or a Danish message per field. */
export function identityFromForm(
  values: CarFormValues,
): { identity: CarIdentityFields; issues: null } | { identity: null; issues: FieldIssue[] } {
  const result = carIdentityFieldsSchema.safeParse({
    make: values.make,
    model: values.model,
    variant: values.variant,
    horsepower: amount(values.horsepower),
    fuel_type: values.fuel_type === '' ? null : values.fuel_type,
    transmission: values.transmission === '' ? null : values.transmission,
  });
  if (result.success) return { identity: result.data, issues: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= carFieldMessages[field] ?? 'Ugyldig værdi';
  }
  return { identity: null, issues: issuesOf(errors) };
}

/** "Del bil" starts from the car: its name and specs for the new car, its offers to tick. */
export const splitFormFromCar = (car: ExtractedCar): CarFormValues => carFormFromCar(car);

export type SplitFormData = { identity: CarIdentityFields; offers: ExtractedOffer[] };

/**
 * The new car's identity and the ticked offers (the car's own, as loaded), checked as the server checks
 * them (`splitCar`): something ticked, something left, another car than the original.
 */
export function parseSplitForm(car: ExtractedCar, values: CarFormValues): ParseResult<SplitFormData> {
  const offers = car.offers.filter((_, index) => values.offers[index]?.moved);
  const typed = identityFromForm(values);
  if (!typed.identity) return { issues: typed.issues };
  const split = splitCar(car, offers, typed.identity);
  if ('refused' in split) {
    // Which offers is the list's own question; the same car again is the new car's fields'.
    const path = split.refused === 'same_car' ? '' : 'offers';
    return { issues: [{ path, message: splitRefusalMessages[split.refused] }] };
  }
  return { data: { identity: typed.identity, offers } };
}

const NO_CAR: ExtractedCar = {
  make: '',
  model: '',
  variant: '',
  horsepower: null,
  fuel_type: null,
  transmission: null,
  offers: [],
};

/** "Tilføj bil" starts empty with one offer row to fill in. */
export const emptyAddForm = (): CarFormValues => ({
  ...carFormFromCar(NO_CAR),
  offers: [newOfferRow()],
});

/** The car to add with its offers, each km/år, term and first payment once, or the form's messages. */
export function parseAddForm(values: CarFormValues): ParseResult<AddChangeBody['car']> {
  const result = carFromForm(NO_CAR, values);
  if (!result.car) return { issues: issuesOf(result.errors) };
  const repeated = repeatedTermIndexes(result.car.offers);
  if (repeated.length > 0) {
    return {
      issues: repeated.map((index) => ({
        path: `offers.${index}.mileage_per_year`,
        message: DUPLICATE_TERMS_MESSAGE,
      })),
    };
  }
  const { make, model, variant, horsepower, fuel_type, transmission, offers } = result.car;
  return { data: { make, model, variant, horsepower, fuel_type, transmission, offers } };
}
