import { describe, expect, it } from 'vitest';
import type { ExtractedCar, ExtractedOffer } from './extracted-price-list';
import { carKey, mergeCars, variantKey } from './merge-cars';

const offer = (mileage: number, monthly: number, period = 36): ExtractedOffer => ({
  mileage_per_year: mileage,
  period_months: period,
  first_payment: 0,
  monthly_price: monthly,
});

const car = (variant: string, offers: ExtractedOffer[], extra: Partial<ExtractedCar> = {}): ExtractedCar => ({
  make: 'Skoda',
  model: 'Octavia',
  variant,
  horsepower: 150,
  fuel_type: null,
  transmission: null,
  offers,
  ...extra,
});

describe('mergeCars', () => {
  it('merges drafts of one car, removes duplicate offers and sorts them', () => {
    const merged = mergeCars([
      car('1.5 TSI Style', [offer(20000, 3100), offer(15000, 2900)]),
      car('Combi 2.0 TDI', [offer(15000, 3300)]),
      car('1.5  tsi style', [offer(15000, 2900), offer(15000, 3400, 24)], { fuel_type: 'Petrol' }),
    ]);
    expect(merged).toEqual([
      car('1.5 TSI Style', [offer(15000, 3400, 24), offer(15000, 2900), offer(20000, 3100)], {
        fuel_type: 'Petrol',
      }),
      car('Combi 2.0 TDI', [offer(15000, 3300)]),
    ]);
  });

  it('keeps cars with different horsepower apart', () => {
    expect(carKey(car('1.5 TSI', []))).not.toBe(carKey(car('1.5 TSI', [], { horsepower: 116 })));
  });

  it('by variant only (parts of one document), a later part fills what the first lacked; the first value wins', () => {
    const first = car('1.5 TSI Style', [offer(15000, 2900)], { horsepower: null, wltp_km: null });
    const merged = mergeCars(
      [
        first,
        car('1.5  tsi style', [offer(15000, 2900), offer(20000, 3100)], {
          wltp_km: 480,
          fuel_type: 'Petrol',
        }),
        car('1.5 TSI Style', [], { horsepower: 116 }),
      ],
      variantKey,
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      variant: '1.5 TSI Style',
      horsepower: 150,
      wltp_km: 480,
      fuel_type: 'Petrol',
    });
    expect(merged[0]?.offers).toEqual([offer(15000, 2900), offer(20000, 3100)]);
    expect(first.offers).toHaveLength(1);
  });
});
