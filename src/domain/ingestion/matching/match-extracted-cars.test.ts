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
    // Another variant text and 118 vs 116 hp: neither key meets; scored 0.4 + 0.15 + 0.2 + 0.1 = 0.85.
    const [change] = proposeChanges({
      cars: [extractedCar({ variant: '1.5 Hybrid Active 118 hk', horsepower: 118 })],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(change).toMatchObject({
      type: 'update',
      listingId: 'l1',
      matchMethod: 'scored',
      confidence: 0.85,
    });
    expect(change?.fieldChanges).toEqual([
      { field: 'variant', old: '1.5 Hybrid Active', new: '1.5 Hybrid Active 118 hk' },
      { field: 'horsepower', old: 116, new: 118 },
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

  it('matches the same variant text with another horsepower on the exact key, as an update', () => {
    const [change] = proposeChanges({
      cars: [extractedCar({ horsepower: 125 })],
      existing: [existingListing('l1')],
      catalogModels,
    });
    expect(change).toMatchObject({ type: 'update', matchMethod: 'exact' });
    expect(change?.fieldChanges).toEqual([{ field: 'horsepower', old: 116, new: 125 }]);
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
