import { describe, expect, it } from 'vitest';
import { proposeChanges } from './match-extracted-cars';
import { existingListing, extractedCar, listingFor, offer, yarisOffers } from './test-cars';

const catalogModels = [
  { make: 'Toyota', model: 'Yaris' },
  { make: 'Toyota', model: 'Aygo X' },
  { make: 'Toyota', model: 'bZ4X' },
  { make: 'Toyota', model: 'Corolla' },
];

const yarisActive = extractedCar();
const yarisStyle = extractedCar({ variant: '1.5 Hybrid Style', offers: [offer(15000, 36, 0, 3099)] });
const aygoPulse = extractedCar({
  model: 'Aygo X',
  variant: '1.0 VVT-i Pulse',
  horsepower: 72,
  fuel_type: 'Petrol',
  transmission: 'Manual',
  offers: [offer(15000, 36, 0, 1999), offer(20000, 36, 0, 2199)],
});

const types = (changes: ReturnType<typeof proposeChanges>) => changes.map((change) => change.type);

describe('proposeChanges — matching levels', () => {
  it('matches the exact key with confidence 1', () => {
    const [change] = proposeChanges({
      cars: [yarisActive],
      existing: [existingListing('l1', { variant: '1.5  hybrid ACTIVE' })],
      catalogModels,
    });
    expect(change).toMatchObject({ type: 'unchanged', listingId: 'l1', matchMethod: 'exact', confidence: 1 });
  });

  it('falls back to the composite key with confidence 0.95', () => {
    const [change] = proposeChanges({
      cars: [extractedCar({ variant: '1.5 Hybrid 116 hk automatgear Active', horsepower: null })],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(change).toMatchObject({ listingId: 'l1', matchMethod: 'composite', confidence: 0.95 });
  });

  it('falls back to a scored match among the same make and model', () => {
    // The AWD flag sets the composite keys apart; scored 0.4 + 0.3 + 0.2 + 0 = 0.9.
    const [change] = proposeChanges({
      cars: [extractedCar({ variant: '1.5 Hybrid Active AWD-i' })],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(change).toMatchObject({ type: 'update', listingId: 'l1', matchMethod: 'scored', confidence: 0.9 });
    expect(change?.fieldChanges).toEqual([
      { field: 'variant', old: '1.5 Hybrid Active', new: '1.5 Hybrid Active AWD-i' },
    ]);
  });

  it('does not accept a scored match below 0.85', () => {
    const changes = proposeChanges({
      cars: [extractedCar({ variant: '1.5 Hybrid Active 125 hk', horsepower: 125 })],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(types(changes)).toEqual(['create', 'withdraw']);
  });

  it('never matches across models', () => {
    const changes = proposeChanges({
      cars: [extractedCar({ model: 'Corolla' })],
      existing: [existingListing('l1')],
      catalogModels,
      scope: [{ make: 'Toyota', model: 'Corolla' }],
    });
    expect(types(changes)).toEqual(['create']);
  });

  it('lets an exact match of a later car win over a looser match of an earlier one', () => {
    const looser = extractedCar({ variant: '1.5 Hybrid Active Automatik' }); // composite key of l1
    const exact = extractedCar({ offers: [offer(15000, 36, 0, 2799)] });
    const changes = proposeChanges({
      cars: [looser, exact],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(changes.map((change) => [change.type, change.listingId, change.matchMethod])).toEqual([
      ['create', null, 'none'],
      ['update', 'l1', 'exact'],
    ]);
  });
});

describe('proposeChanges — two trims that differ in gearbox, fuel or horsepower are two cars (issue 16)', () => {
  const listed = extractedCar({ variant: '1.0 TSI Style', transmission: 'Automatic', fuel_type: 'Petrol' });
  const cases: Array<[string, Partial<typeof listed>]> = [
    ['a manual trim, where the list has only the automatic as a listing', { transmission: 'Manual' }],
    ['a manual trim named so in its variant text', { variant: '1.0 TSI Style Manuel', transmission: null }],
    ['a trim of another fuel', { fuel_type: 'Hybrid - Petrol' }],
    ['a trim of more horsepower', { horsepower: 150 }],
    [
      'a trim of more horsepower written in its variant text',
      { variant: '1.0 TSI Style 150 hk', horsepower: null },
    ],
    ['a scored-close trim (118 vs 116 hp)', { variant: '1.0 TSI Style 118 hk', horsepower: 118 }],
  ];

  it.each(cases)('%s never updates the other listing: create, and withdraw the listing', (_, trim) => {
    const car = { ...listed, ...trim, offers: [offer(15000, 36, 0, 2899)] };
    const changes = proposeChanges({
      cars: [car],
      existing: [listingFor('automatic', listed)],
      catalogModels: [...catalogModels, { make: 'Toyota', model: 'Yaris' }],
    });
    expect(changes.map((change) => [change.type, change.listingId])).toEqual([
      ['create', null],
      ['withdraw', 'automatic'],
    ]);
  });

  it.each([
    ['gearbox', { transmission: 'Manual' as const }],
    ['fuel', { fuel_type: 'Petrol' as const }],
    ['horsepower', { horsepower: 130 }],
  ])('matches each car with the listing of the same %s, whatever their order', (_, difference) => {
    const automatic = extractedCar({ offers: [offer(15000, 36, 0, 3199)] });
    const other = extractedCar({ ...difference, offers: [offer(15000, 36, 0, 2899)] });
    for (const existing of [
      [listingFor('automatic', automatic), listingFor('other', other)],
      [listingFor('other', other), listingFor('automatic', automatic)],
    ]) {
      for (const cars of [
        [automatic, other],
        [other, automatic],
      ]) {
        const changes = proposeChanges({ cars, existing, catalogModels });
        const listingOf = (car: typeof automatic) => changes.find((change) => change.car === car)?.listingId;
        expect(listingOf(automatic)).toBe('automatic');
        expect(listingOf(other)).toBe('other');
        expect(types(changes)).toEqual(['unchanged', 'unchanged']);
      }
    }
  });

  it('re-importing the list after the manual car got the automatic price proposes the fix, not "unchanged"', () => {
    // The corrupted state of issue 16: the manual listing carries the automatic's 3.199 kr./md.
    const automatic = extractedCar({ variant: 'Style', offers: [offer(15000, 36, 0, 3199)] });
    const manual = extractedCar({
      variant: 'Style',
      transmission: 'Manual',
      offers: [offer(15000, 36, 0, 2899)],
    });
    const existing = [
      listingFor('manual', { ...manual, offers: [offer(15000, 36, 0, 3199)] }),
      listingFor('automatic', automatic),
    ];
    const changes = proposeChanges({ cars: [manual, automatic], existing, catalogModels });
    expect(changes.map((change) => [change.type, change.listingId])).toEqual([
      ['update', 'manual'],
      ['unchanged', 'automatic'],
    ]);
    expect(changes[0]?.offerDiff?.changed).toEqual([
      { old: offer(15000, 36, 0, 3199), new: offer(15000, 36, 0, 2899) },
    ]);
  });

  it('still matches a listing that does not state the gearbox, fuel or horsepower', () => {
    const [change] = proposeChanges({
      cars: [extractedCar({ transmission: 'Manual', offers: [offer(15000, 36, 0, 2899)] })],
      existing: [existingListing('l1', { transmission: null, fuelType: null, horsepower: null })],
      catalogModels,
    });
    expect(change).toMatchObject({ type: 'update', listingId: 'l1', matchMethod: 'exact' });
  });
});

describe('proposeChanges — two prices for the same terms block the car', () => {
  const conflicting = [offer(15000, 36, 0, 2999), offer(15000, 36, 0, 3049), offer(20000, 36, 0, 3199)];

  it('is never "unchanged" even when the listing has one of the prices, and carries the blocking warning', () => {
    const car = extractedCar({ offers: conflicting });
    const [change] = proposeChanges({
      cars: [car],
      existing: [
        listingFor('l1', { ...car, offers: [offer(15000, 36, 0, 2999), offer(20000, 36, 0, 3199)] }),
      ],
      catalogModels,
    });
    expect(change).toMatchObject({ type: 'update', listingId: 'l1' });
    expect(change?.warnings[0]).toEqual({
      kind: 'conflicting_prices',
      terms: { mileage_per_year: 15000, period_months: 36, first_payment: 0 },
      monthlyPrices: [2999, 3049],
      chosen: null,
    });
  });

  it.each(['create', 'missing_model'] as const)('blocks a %s as well', (type) => {
    const car = extractedCar({ offers: conflicting, ...(type === 'missing_model' ? { model: 'GR86' } : {}) });
    const [change] = proposeChanges({ cars: [car], existing: [], catalogModels });
    expect(change?.type).toBe(type);
    expect(change?.warnings.filter((warning) => warning.kind === 'conflicting_prices')).toHaveLength(1);
  });
});

describe('proposeChanges — original-system.md §8.2 regressions', () => {
  it('proposes no updates for an identical price list in another order with duplicate offers', () => {
    const existing = [
      listingFor('l1', yarisActive),
      listingFor('l2', yarisStyle),
      listingFor('l3', aygoPulse),
    ];
    const reordered = [
      { ...aygoPulse, offers: [...aygoPulse.offers].reverse() },
      { ...yarisActive, offers: [...yarisActive.offers].reverse().concat(yarisActive.offers) },
      yarisStyle,
    ];
    const changes = proposeChanges({ cars: reordered, existing, catalogModels });
    expect(types(changes)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(changes.map((change) => change.listingId)).toEqual(['l3', 'l1', 'l2']);
  });

  it('matches two existing duplicates with two extracted duplicates (no withdraw + create)', () => {
    const existing = [existingListing('l1'), existingListing('l2')];
    const changes = proposeChanges({ cars: [yarisActive, yarisActive], existing, catalogModels });
    expect(types(changes)).toEqual(['unchanged', 'unchanged']);
    expect(changes.map((change) => change.listingId)).toEqual(['l1', 'l2']);
  });

  it('pairs an automatic and a manual car with the same variant text with their own listings', () => {
    const automatic = extractedCar({
      model: 'bZ4X',
      variant: 'Active',
      horsepower: 204,
      fuel_type: 'Electric',
    });
    const manual = { ...automatic, transmission: 'Manual' as const };
    const existing = [listingFor('manual', manual), listingFor('automatic', automatic)];
    const changes = proposeChanges({ cars: [automatic, manual], existing, catalogModels });
    expect(changes.map((change) => [change.type, change.listingId])).toEqual([
      ['unchanged', 'automatic'],
      ['unchanged', 'manual'],
    ]);
  });

  it("proposes no withdrawals of the first price list's models for a second list covering other models", () => {
    const existing = [listingFor('yaris-1', yarisActive), listingFor('yaris-2', yarisStyle)];
    const changes = proposeChanges({ cars: [aygoPulse], existing, catalogModels });
    expect(types(changes)).toEqual(['create']);
  });

  it('matches "Yaris 1.5 Hybrid" with "Yaris 1.5 Hybrid Automatik" of the same horsepower', () => {
    const changes = proposeChanges({
      cars: [extractedCar({ variant: 'Yaris 1.5 Hybrid Automatik', transmission: null })],
      existing: [existingListing('l1', { variant: 'Yaris 1.5 Hybrid' })],
      catalogModels,
    });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ listingId: 'l1', matchMethod: 'composite' });
    // The price list's variant text differs, so it is an update of that field only.
    expect(changes[0]?.fieldChanges).toEqual([
      { field: 'variant', old: 'Yaris 1.5 Hybrid', new: 'Yaris 1.5 Hybrid Automatik' },
    ]);
  });

  it('proposes missing_model for a model the catalogue lacks', () => {
    const urbanCruiser = extractedCar({
      model: 'Urban Cruiser',
      variant: '49 kWh Active',
      fuel_type: 'Electric',
    });
    const [change] = proposeChanges({ cars: [urbanCruiser], existing: [], catalogModels });
    expect(change).toMatchObject({
      type: 'missing_model',
      listingId: null,
      matchMethod: 'none',
      summary: 'Model mangler: Toyota Urban Cruiser',
    });
  });
});

describe('proposeChanges — updates', () => {
  it('lists field changes and the offer diff; a field the list leaves empty is no change', () => {
    const car = extractedCar({
      fuel_type: null,
      year: 2026,
      offers: [offer(15000, 36, 0, 2799), offer(20000, 36, 0, 2899), offer(25000, 36, 0, 3099)],
    });
    const [change] = proposeChanges({
      cars: [car],
      existing: [existingListing('l1', { year: 2025, fuelType: 'Petrol' })],
      catalogModels,
    });
    expect(change?.type).toBe('update');
    expect(change?.fieldChanges).toEqual([{ field: 'year', old: 2025, new: 2026 }]);
    expect(change?.offerDiff).toEqual({
      added: [offer(25000, 36, 0, 3099)],
      removed: [offer(15000, 48, 0, 2599)],
      changed: [{ old: offer(15000, 36, 0, 2699), new: offer(15000, 36, 0, 2799) }],
    });
    expect(change?.summary).toBe('Opdatering: Toyota Yaris 1.5 Hybrid Active – 1 felt, 3 tilbud ændret');
  });

  it('flags a monthly price jump over 15 % on the update', () => {
    const [change] = proposeChanges({
      cars: [
        extractedCar({
          offers: [offer(15000, 36, 0, 3199), offer(20000, 36, 0, 2899), offer(15000, 48, 0, 2599)],
        }),
      ],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(change?.warnings).toEqual([{ kind: 'monthly_price_jump', percent: 18.5 }]);
  });

  it('an unchanged car has no diff, no field changes and a Danish summary', () => {
    const [change] = proposeChanges({
      cars: [yarisActive],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(change).toMatchObject({
      type: 'unchanged',
      fieldChanges: [],
      offerDiff: null,
      summary: 'Uændret: Toyota Yaris 1.5 Hybrid Active',
    });
  });
});

describe('proposeChanges — creates and withdrawals', () => {
  it('creates an unmatched car and flags its missing fields', () => {
    const [change] = proposeChanges({
      cars: [extractedCar({ variant: '1.5 Hybrid GR Sport', horsepower: null, transmission: null })],
      existing: [],
      catalogModels,
    });
    expect(change).toMatchObject({
      type: 'create',
      listingId: null,
      matchMethod: 'none',
      summary: 'Ny bil: Toyota Yaris 1.5 Hybrid GR Sport',
      warnings: [{ kind: 'missing_fields', fields: ['horsepower', 'transmission'] }],
    });
  });

  it('withdraws unmatched listings inside the scope only, and not those already inactive', () => {
    const existing = [
      existingListing('yaris-gone'),
      existingListing('yaris-inactive', { variant: '1.0 Active', status: 'inactive' }),
      existingListing('yaris-pending', { variant: '1.5 Hybrid Style', status: 'pending' }),
      listingFor('aygo', aygoPulse),
      existingListing('corolla', { model: 'Corolla', variant: '1.8 Hybrid Active' }),
    ];
    const changes = proposeChanges({
      cars: [aygoPulse, extractedCar({ variant: '1.5 Hybrid GR Sport', horsepower: 130 })],
      existing,
      catalogModels,
    });
    expect(changes.map((change) => [change.type, change.listingId])).toEqual([
      ['unchanged', 'aygo'],
      ['create', null],
      ['withdraw', 'yaris-gone'],
      ['withdraw', 'yaris-pending'],
    ]);
    expect(changes[2]?.summary).toBe('Tilbagetræk: Toyota Yaris 1.5 Hybrid Active');
  });

  it("uses an explicit scope instead of the cars' makes and models", () => {
    const changes = proposeChanges({
      cars: [aygoPulse],
      existing: [
        listingFor('aygo', aygoPulse),
        existingListing('yaris'),
        existingListing('corolla', { model: 'Corolla' }),
      ],
      catalogModels,
      scope: [
        { make: 'toyota', model: 'AYGO X' },
        { make: 'Toyota', model: 'Yaris' },
      ],
    });
    expect(changes.map((change) => [change.type, change.listingId])).toEqual([
      ['unchanged', 'aygo'],
      ['withdraw', 'yaris'],
    ]);
  });

  it("reaches a matched listing once even if the seller's rows repeat it", () => {
    const listing = existingListing('l1');
    const changes = proposeChanges({
      cars: [],
      existing: [listing, listing],
      catalogModels,
      scope: [{ make: 'Toyota', model: 'Yaris' }],
    });
    expect(changes.map((change) => change.listingId)).toEqual(['l1']);
  });

  it("uses the matched listing's offers, not the default Yaris offers, for the diff", () => {
    const [change] = proposeChanges({
      cars: [extractedCar({ offers: yarisOffers.slice(0, 2) })],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(change?.offerDiff).toEqual({ added: [], removed: [offer(15000, 48, 0, 2599)], changed: [] });
  });
});
