import { describe, expect, it } from 'vitest';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import {
  emptyListingValues,
  missingForActivationOf,
  newOfferRow,
  parseDanishNumber,
  sameListing,
  toListingBody,
  validateListingForm,
  valuesFromDetail,
} from './listing-form-values';

describe('listing form values', () => {
  it('reads Danish numbers as typed', () => {
    expect(parseDanishNumber('4.295')).toBe(4295);
    expect(parseDanishNumber('329 995 kr.')).toBe(329_995);
    expect(parseDanishNumber('1.234.567')).toBe(1_234_567);
    expect(parseDanishNumber('4,5', true)).toBe(4.5);
    expect(parseDanishNumber('4.5', true)).toBe(4.5);
    expect(parseDanishNumber('')).toBeNull();
    expect(parseDanishNumber('mange')).toBeNaN();
  });

  it('builds the API body and drops values the fuel type hides', () => {
    const values = {
      ...emptyListingValues(),
      fuel_type: 'Electric',
      consumption_l_100km: '5,1',
      consumption_kwh_100km: '15,2',
      wltp_km: '520',
      retail_price: '299.995',
      offers: [newOfferRow({ monthly_price: '3.495' })],
    };
    expect(toListingBody(values)).toMatchObject({
      consumption_l_100km: null,
      consumption_kwh_100km: 15.2,
      wltp_km: 520,
      retail_price: 299_995,
      variant: null,
      offers: [{ monthly_price: 3495, first_payment: 0, period_months: 36, mileage_per_year: 15000 }],
    });
  });

  it('flags repeated offers even while other fields are still invalid', () => {
    const values = {
      ...emptyListingValues(),
      offers: [newOfferRow({ monthly_price: '3000' }), newOfferRow({ monthly_price: '3100' }), newOfferRow()],
    };
    const { errors } = validateListingForm(values);
    expect(errors['offers.1']).toBe('Samme km/år, periode og udbetaling findes allerede');
    expect(errors['offers.2']).toBe('Samme km/år, periode og udbetaling findes allerede');
    expect(errors.make_id).toBe('Mærke er påkrævet');
  });

  it('says what is missing to activate and compares states by what would be saved', () => {
    const values = emptyListingValues();
    expect(missingForActivationOf(values)).toContain('Mindst ét tilbud');
    expect(sameListing(values, { ...values, retail_price: ' ' })).toBe(true);
    expect(sameListing(values, { ...values, retail_price: '1' })).toBe(false);
  });

  it('loads a stored listing as the text the inputs show', () => {
    const detail = {
      ...Object.fromEntries(Object.keys(emptyListingValues()).map((key) => [key, null])),
      make_id: 'm',
      model_name: '208',
      variant: '1.2 PureTech 100 HK',
      body_type: 'Station Wagon',
      consumption_l_100km: 5.4,
      retail_price: 209_900,
      seller_id: 's',
      status: 'active',
      offers: [
        {
          id: 'o',
          monthly_price: 2195,
          first_payment: 4995,
          period_months: 36,
          mileage_per_year: 15000,
          lease_score: 79,
          lease_score_method: 'anchors',
        },
      ],
    } as unknown as AdminListingDetail;
    const values = valuesFromDetail(detail);
    expect(values).toMatchObject({
      variant: '1.2 PureTech 100 HK',
      // The body type's one choice in the select, not the stored spelling.
      body_type: 'Stationcar',
      consumption_l_100km: '5,4',
      retail_price: '209900',
      description: '',
    });
    expect(values.offers[0]).toMatchObject({ monthly_price: '2195', first_payment: '4995' });
    expect(toListingBody(values)).toMatchObject({ consumption_l_100km: 5.4, retail_price: 209_900 });
  });
});
