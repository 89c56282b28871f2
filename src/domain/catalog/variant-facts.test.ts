import { describe, expect, it } from 'vitest';
import {
  factsForNewListing,
  identityKey,
  pickRememberedFacts,
  type RememberedVariantFacts,
  variantIdentity,
  variantKey,
} from './variant-facts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));

function remembered(overrides: Partial<RememberedVariantFacts> = {}): RememberedVariantFacts {
  return {
    variantKey: '1.8 hybrid active',
    identity: { fuelType: 'hybrid - petrol', transmission: 'automatic', horsepower: 140 },
    retailPrice: 300_000,
    bodyType: 'Hatchback',
    updatedAt: at(1),
    ...overrides,
  };
}

const car = (overrides: Partial<Parameters<typeof pickRememberedFacts>[1]> = {}) => ({
  variant: '1.8 Hybrid Active',
  fuelType: 'Hybrid - Petrol',
  transmission: 'Automatic',
  horsepower: 140,
  ...overrides,
});

describe('variantKey and identity', () => {
  it.each([
    ['  1.8  Hybrid   Active ', '1.8 hybrid active'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (variant, key) => {
    expect(variantKey(variant)).toBe(key);
  });

  it('reads gearbox and horsepower from the variant text when the columns are empty', () => {
    const identity = variantIdentity({
      variant: '1.0 VVT-i 72 hk manuel',
      fuelType: null,
      transmission: null,
      horsepower: null,
    });
    expect(identity).toEqual({ fuelType: null, transmission: 'manual', horsepower: 72 });
    expect(identityKey(identity)).toBe('?|manual|72');
  });
});

describe('pickRememberedFacts', () => {
  const cases: {
    name: string;
    rows: RememberedVariantFacts[];
    car: ReturnType<typeof car>;
    expected: ReturnType<typeof pickRememberedFacts>;
  }[] = [
    {
      name: 'the same variant text in another case and spacing',
      rows: [remembered()],
      car: car({ variant: ' 1.8 HYBRID  active' }),
      expected: { retailPrice: 300_000, bodyType: 'Hatchback' },
    },
    {
      name: 'another variant gets nothing',
      rows: [remembered()],
      car: car({ variant: '2.0 Hybrid' }),
      expected: { retailPrice: null, bodyType: null },
    },
    {
      name: 'a car without a variant gets nothing',
      rows: [remembered()],
      car: car({ variant: null }),
      expected: { retailPrice: null, bodyType: null },
    },
    {
      name: 'a manual trim never gets the automatic trim’s facts',
      rows: [remembered()],
      car: car({ transmission: 'Manual' }),
      expected: { retailPrice: null, bodyType: null },
    },
    {
      name: 'another horsepower is another car',
      rows: [remembered()],
      car: car({ horsepower: 196 }),
      expected: { retailPrice: null, bodyType: null },
    },
    {
      name: 'an unknown gearbox and horsepower are compatible',
      rows: [remembered()],
      car: car({ transmission: null, horsepower: null }),
      expected: { retailPrice: 300_000, bodyType: 'Hatchback' },
    },
    {
      name: 'the same identity wins over a newer compatible one',
      rows: [
        remembered({
          identity: { fuelType: null, transmission: null, horsepower: null },
          retailPrice: 310_000,
          updatedAt: at(9),
        }),
        remembered({ retailPrice: 300_000, updatedAt: at(1) }),
      ],
      car: car(),
      expected: { retailPrice: 300_000, bodyType: 'Hatchback' },
    },
    {
      name: 'among compatible ones the newest wins, each fact from the first row that has it',
      rows: [
        remembered({
          identity: { fuelType: null, transmission: null, horsepower: null },
          retailPrice: 305_000,
          bodyType: null,
          updatedAt: at(5),
        }),
        remembered({
          identity: { fuelType: 'hybrid - petrol', transmission: null, horsepower: null },
          retailPrice: 299_000,
          bodyType: 'SUV',
          updatedAt: at(2),
        }),
      ],
      car: car(),
      expected: { retailPrice: 305_000, bodyType: 'SUV' },
    },
  ];

  it.each(cases)('$name', ({ rows, car: input, expected }) => {
    expect(pickRememberedFacts(rows, input)).toEqual(expected);
  });
});

describe('factsForNewListing', () => {
  it.each([
    [
      { retailPrice: 300_000, bodyType: 'SUV' as const },
      'Hatchback',
      { retailPrice: 300_000, bodyType: 'SUV' },
    ],
    [{ retailPrice: null, bodyType: null }, 'Hatchback', { retailPrice: null, bodyType: 'Hatchback' }],
    [{ retailPrice: 250_000, bodyType: null }, null, { retailPrice: 250_000, bodyType: null }],
  ])('remembered %j over the model default %j → %j', (rememberedFacts, modelDefault, expected) => {
    expect(factsForNewListing({ remembered: rememberedFacts, modelDefaultBodyType: modelDefault })).toEqual(
      expected,
    );
  });
});
