import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  activationMessage,
  bulkListingActionSchema,
  duplicateOfferIndexes,
  type ListingFormInput,
  listingFormSchema,
  missingForActivation,
} from './listing-form-schema';

const id = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0001';
const offer = (mileage: number, months: number, deposit: number, monthly: number) => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: deposit,
  monthly_price: monthly,
});
const valid: ListingFormInput = {
  make_id: id,
  model_name: 'EV3',
  variant: null,
  year: 2026,
  body_type: 'SUV',
  fuel_type: 'Electric',
  transmission: 'Automatic',
  drive_type: null,
  horsepower: 204,
  seats: 5,
  doors: 5,
  wltp_km: 600,
  consumption_l_100km: null,
  consumption_kwh_100km: 14.9,
  co2_g_km: 0,
  co2_tax_half_year: 420,
  retail_price: 299_995,
  description: null,
  external_url: null,
  seller_id: id,
  status: 'active',
  offers: [offer(15_000, 36, 0, 3_495)],
};

function issues(input: unknown) {
  const result = z.safeParse(listingFormSchema, input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('listing form schema', () => {
  it('accepts a complete active listing and trims the model name', () => {
    const result = z.safeParse(listingFormSchema, { ...valid, model_name: '  EV3 ' });
    expect(result.success).toBe(true);
    expect(result.data?.model_name).toBe('EV3');
  });

  it('says in Danish what is wrong with each field', () => {
    expect(
      issues({
        ...valid,
        make_id: '',
        seller_id: null,
        year: 1800,
        horsepower: 2.5,
        doors: 7,
        consumption_kwh_100km: Number.NaN,
        retail_price: 20_000_000,
        description: 'x'.repeat(1001),
        external_url: 'javascript:alert(1)',
        body_type: 'Rumskib',
      }),
    ).toEqual([
      ['make_id', 'Mærke er påkrævet'],
      ['year', 'Skal være mindst 1900'],
      ['body_type', 'Ugyldigt valg'],
      ['horsepower', 'Skal være et helt tal'],
      ['doors', 'Må højst være 5'],
      ['consumption_kwh_100km', 'Skal være et tal'],
      ['retail_price', 'Må højst være 10.000.000 kr.'],
      ['description', 'Højst 1000 tegn'],
      ['external_url', 'Skal være en gyldig URL (https://…)'],
      ['seller_id', 'Sælger er påkrævet'],
    ]);
  });

  it('checks every offer field against the editor limits', () => {
    expect(issues({ ...valid, offers: [offer(100, 0, -1, 60_000)] })).toEqual([
      ['offers.0.monthly_price', 'Må højst være 50.000 kr.'],
      ['offers.0.first_payment', 'Skal være mindst 0 kr.'],
      ['offers.0.period_months', 'Skal være mindst 1 mdr.'],
      ['offers.0.mileage_per_year', 'Skal være mindst 5.000 km'],
    ]);
  });

  it('says an empty offer price is required', () => {
    expect(issues({ ...valid, offers: [{ ...offer(15_000, 36, 0, 1), monthly_price: null }] })).toEqual([
      ['offers.0.monthly_price', 'Påkrævet'],
    ]);
  });

  it('refuses an offer that repeats km/year, term and first payment', () => {
    const offers = [
      offer(15_000, 36, 0, 3_495),
      offer(15_000, 36, 5_000, 3_295),
      offer(15_000, 36, 0, 3_100),
    ];
    expect(duplicateOfferIndexes(offers)).toEqual([2]);
    expect(issues({ ...valid, offers })).toEqual([
      ['offers.2', 'Samme km/år, periode og udbetaling findes allerede'],
    ]);
  });

  it('only lets a listing be active with make, model, body, fuel, gearbox and an offer', () => {
    // The status names all that is missing; each missing field says it too (the form shows it there).
    expect(issues({ ...valid, offers: [], fuel_type: null })).toEqual([
      ['status', 'Kan ikke aktiveres. Mangler: Brændstof og Mindst ét tilbud'],
      ['fuel_type', 'Skal udfyldes, før annoncen kan være aktiv'],
      ['offers', 'En aktiv annonce skal have mindst ét tilbud'],
    ]);
    expect(issues({ ...valid, offers: [], fuel_type: null, status: 'pending' })).toEqual([]);
    expect(issues({ ...valid, status: 'inactive', retail_price: null })).toEqual([]);
    // Without a retail price it is active and unscored (issue 25).
    expect(issues({ ...valid, status: 'active', retail_price: null })).toEqual([]);
  });
});

describe('activation rule', () => {
  it('names every missing part in the form order', () => {
    expect(
      missingForActivation({
        make_id: '',
        model_name: ' ',
        body_type: null,
        fuel_type: null,
        transmission: null,
        offers: [],
      }),
    ).toEqual(['Mærke', 'Model', 'Biltype', 'Brændstof', 'Gearkasse', 'Mindst ét tilbud']);
    expect(
      missingForActivation({
        body_type: 'SUV',
        fuel_type: 'Diesel',
        transmission: 'Manual',
        offer_count: 3,
      }),
    ).toEqual([]);
  });

  it('does not need a retail price: without one the listing is active without a LeaseScore (issue 25)', () => {
    const unpriced = { body_type: 'SUV', fuel_type: 'Diesel', transmission: 'Manual', retail_price: null };
    expect(missingForActivation({ ...unpriced, offer_count: 1 })).toEqual([]);
  });

  it('reads as a Danish sentence', () => {
    expect(activationMessage(['Biltype'])).toBe('Kan ikke aktiveres. Mangler: Biltype');
    expect(activationMessage(['Biltype', 'Gearkasse', 'Mindst ét tilbud'])).toBe(
      'Kan ikke aktiveres. Mangler: Biltype, Gearkasse og Mindst ét tilbud',
    );
  });
});

describe('bulk action schema', () => {
  it('takes 1 to 100 listing ids and a known action', () => {
    expect(z.safeParse(bulkListingActionSchema, { action: 'activate', ids: [id] }).success).toBe(true);
    expect(z.safeParse(bulkListingActionSchema, { action: 'activate', ids: [] }).success).toBe(false);
    expect(z.safeParse(bulkListingActionSchema, { action: 'archive', ids: [id] }).success).toBe(false);
    expect(z.safeParse(bulkListingActionSchema, { action: 'delete', ids: Array(101).fill(id) }).success).toBe(
      false,
    );
  });
});
