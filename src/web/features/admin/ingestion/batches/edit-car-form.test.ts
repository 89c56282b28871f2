import { describe, expect, it } from 'vitest';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { carFormFromCar, carFromForm, newOfferRow, typedCarChanges } from './edit-car-form';

const car: ExtractedCar = {
  make: 'Toyota',
  model: 'Yaris',
  variant: '1.5 Hybrid Active',
  horsepower: 116,
  fuel_type: 'Hybrid - Petrol',
  transmission: 'Automatic',
  year: 2025,
  offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 4995, monthly_price: 2699 }],
};

const offer = (mileage_per_year: number, monthly_price: number) => ({
  mileage_per_year,
  period_months: 36,
  first_payment: 4995,
  monthly_price,
});

describe('edit car form', () => {
  it('round-trips a car through Danish-formatted fields, keeping specs it does not show', () => {
    const values = carFormFromCar(car);
    expect(values.offers[0]?.monthly_price).toBe('2.699');
    expect(carFromForm(car, values)).toEqual({ car, errors: null });
  });

  it('reads corrected values', () => {
    const values = {
      ...carFormFromCar(car),
      horsepower: '130',
      offers: [newOfferRow({ monthly_price: '3.099' })],
    };
    const result = carFromForm(car, values);
    expect(result.car?.horsepower).toBe(130);
    expect(result.car?.offers).toEqual([
      { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 3099 },
    ]);
  });

  it('keeps what the list stated about an offer left as it was, not about one the admin changed', () => {
    const stated: ExtractedCar = {
      ...car,
      offers: [
        { ...offer(15000, 2699), total_cost: 102_159, minimum_price: 37_383 },
        { ...offer(20000, 2899), total_cost: 99_000 },
      ],
    };
    const values = carFormFromCar(stated);
    const changed = {
      ...values,
      offers: [values.offers[0], { ...values.offers[1], monthly_price: '2.999' }],
    };
    expect(carFromForm(stated, changed as typeof values).car?.offers).toEqual([
      { ...offer(15000, 2699), total_cost: 102_159, minimum_price: 37_383 },
      offer(20000, 2999),
    ]);
  });

  it('gives Danish errors by field', () => {
    const values = {
      ...carFormFromCar(car),
      make: ' ',
      horsepower: 'mange',
      offers: [newOfferRow({ monthly_price: '' })],
    };
    const result = carFromForm(car, values);
    expect(result.errors).toEqual({
      make: 'Udfyld mærke',
      horsepower: 'Hestekræfter skal være et helt tal mellem 1 og 2.000',
      'offers.0.monthly_price': 'Månedspris skal være et helt beløb over 0 kr.',
    });
  });

  it('requires at least one offer', () => {
    const result = carFromForm(car, { ...carFormFromCar(car), offers: [] });
    expect(result.errors).toEqual({ offers: 'Tilføj mindst ét tilbud' });
  });

  it('lists what the admin changed, as typed, for a save refused as stale', () => {
    expect(typedCarChanges(car, car)).toEqual([]);
    const stated = { ...car, offers: car.offers.map((offer) => ({ total_cost: 97_164, ...offer })) };
    expect(typedCarChanges(car, stated)).toEqual([]);
    const typed = {
      ...car,
      variant: '1.5 Hybrid Style',
      offers: [{ ...(car.offers[0] as ExtractedCar['offers'][number]), monthly_price: 2799 }],
    };
    expect(typedCarChanges(typed, car)).toEqual([
      { label: 'Variant', value: '1.5 Hybrid Style' },
      { label: 'Tilbud', value: '2.799 kr./md. · 15.000 km/år · 36 mdr. · 4.995 kr. udbetaling' },
    ]);
  });
});
