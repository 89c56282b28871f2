import { describe, expect, it } from 'vitest';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import {
  emptyListingValues,
  type ListingFormValues,
  missingForActivationOf,
  NEW_MODEL,
  newOfferRow,
  parseDanishNumber,
  parseListingForm,
  toListingBody,
  valuesFromDetail,
} from './listing-form-values';

const issuesOf = (
  values: ListingFormValues,
  models: { id: string; name: string; aliases: string[] }[] = [],
) =>
  Object.fromEntries(
    (parseListingForm(values, models).issues ?? []).map((issue) => [issue.path, issue.message]),
  );

describe('listing form values', () => {
  it('reads Danish numbers as typed', () => {
    expect(parseDanishNumber('4.295')).toBe(4295);
    expect(parseDanishNumber('329 995 kr.')).toBe(329_995);
    expect(parseDanishNumber('1.234.567')).toBe(1_234_567);
    expect(parseDanishNumber('4,5')).toBe(4.5);
    expect(parseDanishNumber('4.5')).toBe(4.5);
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
    const issues = issuesOf(values);
    expect(issues['offers.1']).toBe('Samme km/år, periode og udbetaling findes allerede');
    expect(issues['offers.2']).toBe('Samme km/år, periode og udbetaling findes allerede');
    expect(issues.make_id).toBe('Mærke er påkrævet');
  });

  it('says at once what an active listing lacks, at the status and at each missing field', () => {
    const issues = issuesOf({ ...emptyListingValues(), status: 'active', doors: '7' });
    expect(issues.status).toBe(
      'Kan ikke aktiveres. Mangler: Mærke, Model, Biltype, Brændstof, Gearkasse og Mindst ét tilbud',
    );
    expect(issues.body_type).toBe('Skal udfyldes, før annoncen kan være aktiv');
    // Without a retail price the listing is active without a LeaseScore (issue 25).
    expect(issues.retail_price).toBeUndefined();
    expect(issues.offers).toBe('En aktiv annonce skal have mindst ét tilbud');
    // Also while another field does not parse (the schema alone would wait for it).
    expect(issues.doors).toBe('Må højst være 5');
    expect(issuesOf({ ...emptyListingValues(), status: 'pending' }).body_type).toBeUndefined();
  });

  it('saves a chosen model as it is, and a typed new one as the make’s model it may be after all', () => {
    const models = [{ id: 'id4', name: 'ID.4', aliases: ['ID4 GTX'] }];
    const chosen = { ...emptyListingValues(), model_name: 'ID.4' };
    expect(toListingBody(chosen, models).model_name).toBe('ID.4');
    const typed = { ...emptyListingValues(), model_name: NEW_MODEL, new_model_name: ' id 4 ' };
    expect(toListingBody(typed, models).model_name).toBe('ID.4');
    const fresh = { ...emptyListingValues(), model_name: NEW_MODEL, new_model_name: 'ID.7  Tourer' };
    expect(toListingBody(fresh, models).model_name).toBe('ID.7 Tourer');
    const empty = { ...emptyListingValues(), model_name: NEW_MODEL };
    expect(issuesOf(empty, models).new_model_name).toBe('Skriv navnet på den nye model');
    expect(issuesOf(empty, models).model_name).toBeUndefined();
  });

  it('says what is missing to activate', () => {
    const values = emptyListingValues();
    expect(missingForActivationOf(values)).toContain('Mindst ét tilbud');
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

describe('what the price includes on the listing form (ADR 054)', () => {
  const withItems = (items: Partial<ListingFormValues['items']>): ListingFormValues => {
    const empty = emptyListingValues();
    return { ...empty, items: { ...empty.items, ...items } };
  };

  it('sends chosen items only, with the amount typed in Danish (per month, or once for levering)', () => {
    const body = toListingBody(
      withItems({
        service: { status: 'included', amount: '99' },
        insurance: { status: 'excluded', amount: '1.349' },
        delivery: { status: 'excluded', amount: '2.495 kr.' },
        tyres: { status: 'excluded', amount: '' },
        roadside: { status: '', amount: '50' },
      }),
    );
    expect(body.included_items).toEqual({
      service: { status: 'included' },
      tyres: { status: 'excluded' },
      insurance: { status: 'excluded', monthly_price: 1_349 },
      delivery: { status: 'excluded', price: 2_495 },
    });
  });

  it('says at the item what is wrong with its amount', () => {
    const issues = issuesOf(withItems({ tyres: { status: 'excluded', amount: 'gratis' } }));
    expect(issues['included_items.tyres.monthly_price']).toBe('Skal være et helt tal');
  });

  it('loads stored items as the choices and amounts the form shows', () => {
    const values = valuesFromDetail({
      ...({} as AdminListingDetail),
      offers: [],
      status: 'pending',
      included_items: {
        service: { status: 'included' },
        insurance: { status: 'excluded', monthly_price: 349 },
        metallic_paint: { status: 'excluded', price: 4_995 },
      },
    });
    expect(values.items.service).toEqual({ status: 'included', amount: '' });
    expect(values.items.insurance).toEqual({ status: 'excluded', amount: '349' });
    expect(values.items.metallic_paint).toEqual({ status: 'excluded', amount: '4995' });
    expect(values.items.tyres).toEqual({ status: '', amount: '' });
  });
});
