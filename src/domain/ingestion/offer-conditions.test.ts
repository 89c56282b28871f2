import { describe, expect, it } from 'vitest';
import type { ExtractedCar } from './extracted-price-list';
import { proposeChanges } from './matching/match-extracted-cars';
import { diffOffers, sameOffersAsStated } from './matching/normalise-offers';
import { choosePrice } from './matching/price-conflicts';
import { compareConditions, NO_STORED_CONDITIONS, type StoredConditions } from './offer-conditions';
import type { ExistingListing } from './proposed-change';

const stored: StoredConditions = {
  order_by: '2026-05-31',
  delivery_by: null,
  valid_until: '2026-06-30',
  includes: ['Metallak', 'serviceaftale', 'moms'],
  excludes: ['Grøn ejerafgift'],
  return_fee: 1_995,
  extra_km_price: 0.75,
  extras: [{ name: 'Vinterhjul', monthly_price: 380 }],
};

describe('compareConditions', () => {
  it('finds nothing when the list states the same, however its items are written or ordered', () => {
    expect(
      compareConditions(
        {
          order_by: '2026-05-31',
          valid_until: '2026-06-30',
          includes: ['moms', '  metallak', 'Serviceaftale'],
          excludes: ['grøn  ejerafgift'],
          return_fee: 1_995,
          extra_km_price: 0.75,
          extras: [{ name: 'vinterhjul', monthly_price: 380 }],
        },
        stored,
      ),
    ).toEqual([]);
  });

  it('reports each changed or newly stated condition with the old and new value', () => {
    expect(
      compareConditions(
        {
          valid_until: '2026-12-31',
          delivery_by: '2026-09-30',
          includes: ['Metallak', 'moms'],
          return_fee: 2_495,
          extra_km_price: 1.25,
          extras: [{ name: 'Vinterhjul', monthly_price: 400 }],
        },
        stored,
      ),
    ).toEqual([
      { field: 'delivery_by', old: null, new: '2026-09-30' },
      { field: 'valid_until', old: '2026-06-30', new: '2026-12-31' },
      { field: 'includes', old: ['Metallak', 'serviceaftale', 'moms'], new: ['Metallak', 'moms'] },
      { field: 'return_fee', old: 1_995, new: 2_495 },
      { field: 'extra_km_price', old: 0.75, new: 1.25 },
      {
        field: 'extras',
        old: [{ name: 'Vinterhjul', monthly_price: 380 }],
        new: [{ name: 'Vinterhjul', monthly_price: 400 }],
      },
    ]);
  });

  it('never blanks: a condition the list leaves out, or states as an empty list, is no change', () => {
    expect(compareConditions(undefined, stored)).toEqual([]);
    expect(compareConditions({}, stored)).toEqual([]);
    expect(compareConditions({ includes: [], extras: [] }, stored)).toEqual([]);
  });

  it('states everything anew against a listing that has no conditions', () => {
    expect(compareConditions({ excludes: ['forsikring'] }, NO_STORED_CONDITIONS)).toEqual([
      { field: 'excludes', old: null, new: ['forsikring'] },
    ]);
  });
});

const offer = (mileage: number, months: number, deposit: number, monthly: number) => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: deposit,
  monthly_price: monthly,
});

describe('stated totals beside the offer identity', () => {
  const plain = offer(15_000, 36, 0, 2_699);

  it('keeps the 4-tuple as identity: another stated total is a restated offer, not a changed one', () => {
    const diff = diffOffers([{ ...plain, total_cost: 97_164 }], [{ ...plain, total_cost: 99_999 }]);
    expect(diff).toEqual({
      added: [],
      removed: [],
      changed: [],
      restated: [{ old: { ...plain, total_cost: 97_164 }, new: { ...plain, total_cost: 99_999 } }],
    });
  });

  it('carries stated totals into added and changed offers', () => {
    const diff = diffOffers([plain], [{ ...plain, monthly_price: 2_799, minimum_price: 35_000 }]);
    expect(diff.changed).toEqual([
      { old: plain, new: { ...plain, monthly_price: 2_799, minimum_price: 35_000 } },
    ]);
    expect(diff.restated).toBeUndefined();
  });

  it('compares null and absent as "not stated"; a total the list stops stating is a change', () => {
    expect(sameOffersAsStated([{ ...plain, total_cost: null }], [plain])).toBe(true);
    expect(sameOffersAsStated([{ ...plain, total_cost: 97_164 }], [plain])).toBe(false);
  });
});

describe('proposeChanges with conditions and stated totals', () => {
  const car: ExtractedCar = {
    make: 'Toyota',
    model: 'Aygo X',
    variant: '1.0 Active',
    horsepower: 72,
    fuel_type: 'Petrol',
    transmission: 'Manual',
    offers: [{ ...offer(15_000, 36, 0, 2_699), total_cost: 97_164 }],
    conditions: { valid_until: '2026-06-30', includes: ['moms'] },
  };
  const listing: ExistingListing = {
    id: 'listing-1',
    make: 'Toyota',
    model: 'Aygo X',
    variant: '1.0 Active',
    horsepower: 72,
    fuelType: 'Petrol',
    transmission: 'Manual',
    year: null,
    wltpKm: null,
    co2GKm: null,
    co2TaxHalfYear: null,
    consumptionL100km: null,
    consumptionKwh100km: null,
    status: 'pending',
    offers: [{ ...offer(15_000, 36, 0, 2_699), total_cost: 97_164 }],
    conditions: { ...NO_STORED_CONDITIONS, valid_until: '2026-06-30', includes: ['moms'] },
  };
  const propose = (next: ExtractedCar) =>
    proposeChanges({
      cars: [next],
      existing: [listing],
      catalogModels: [{ make: 'Toyota', model: 'Aygo X' }],
    })[0];

  it('is unchanged when the list states what the listing stores', () => {
    expect(propose(car)?.type).toBe('unchanged');
  });

  it('is an update with a field change when the valid-until date moves', () => {
    const change = propose({ ...car, conditions: { ...car.conditions, valid_until: '2026-12-31' } });
    expect(change).toMatchObject({
      type: 'update',
      fieldChanges: [{ field: 'valid_until', old: '2026-06-30', new: '2026-12-31' }],
      summary: 'Opdatering: Toyota Aygo X 1.0 Active – 1 felt',
    });
  });

  it('is an update naming the restated offer when only a stated total changes', () => {
    const change = propose({ ...car, offers: [{ ...offer(15_000, 36, 0, 2_699), total_cost: 98_000 }] });
    expect(change?.type).toBe('update');
    expect(change?.fieldChanges).toEqual([]);
    expect(change?.offerDiff?.restated).toHaveLength(1);
    expect(change?.summary).toBe('Opdatering: Toyota Aygo X 1.0 Active – 1 tilbud ændret');
  });
});

describe('choosing between two stated prices', () => {
  it('keeps the chosen offer with the total the list stated for it', () => {
    const terms = { mileage_per_year: 15_000, period_months: 36, first_payment: 0 };
    const car: ExtractedCar = {
      make: 'Skoda',
      model: 'Fabia',
      variant: '1.0 TSI Style',
      horsepower: 95,
      fuel_type: 'Petrol',
      transmission: 'Manual',
      offers: [
        { ...terms, monthly_price: 2_999, total_cost: 107_964 },
        { ...terms, monthly_price: 3_049, total_cost: 109_764, minimum_price: 36_588 },
      ],
    };
    const chosen = choosePrice(car, [], { ...terms, monthly_price: 3_049 });
    expect(chosen?.car.offers).toEqual([
      { ...terms, monthly_price: 3_049, total_cost: 109_764, minimum_price: 36_588 },
    ]);
  });
});
