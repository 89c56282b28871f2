import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SameCarFacts, sameCarKey, variantFamily } from './same-car';

const polo: SameCarFacts = {
  makeId: 'vw',
  modelId: 'polo',
  model: 'Polo',
  variant: 'Active 1.0 TSI 95 hk',
  horsepower: 95,
  fuelType: 'Petrol',
  transmission: 'Manual',
};
const car = (changes: Partial<SameCarFacts>): SameCarFacts => ({ ...polo, ...changes });

describe('variantFamily', () => {
  it.each([
    ['Active 1.0 TSI 95 hk', 'active 1.0'],
    ['Style 1,5 TSI DSG', 'style 1.5'],
    ['Polo Life 1.0 TSI 80 HK', 'life 1.0'],
    ['GTX 4MOTION 340 HK', 'gtx'],
    ['Ultimate 325 HK 4WD – 20" alufælge, soltag', 'ultimate 20" alufælge soltag'],
  ])('%s → %s', (variant, family) => {
    expect(variantFamily(variant, 'Polo')).toBe(family);
  });
});

describe('sameCarKey: one car at several sellers', () => {
  it.each<[string, Partial<SameCarFacts>, Partial<SameCarFacts>]>([
    [
      'case, spacing and decimal comma',
      { variant: 'Active 1.0 TSI 95 hk' },
      { variant: ' active  1,0 tsi 95 HK' },
    ],
    [
      'gearbox and horsepower written out or not',
      { variant: 'Style 1,5 TSI DSG', horsepower: 150, transmission: 'Automatic' },
      { variant: 'Style 1.5 TSI DSG7 150 HK', horsepower: 150, transmission: 'Automatic' },
    ],
    [
      'the model repeated in the variant',
      { variant: 'Active 1.0 TSI 95 hk' },
      { variant: 'Polo Active 1.0 TSI 95 hk' },
    ],
    [
      'the gearbox only in the text',
      { transmission: null, variant: 'Active 1.0 TSI 95 hk manuel' },
      { variant: 'Active 1.0 TSI 95 hk' },
    ],
  ])('%s: grouped', (_, a, b) => {
    expect(sameCarKey(car(a))).not.toBeNull();
    expect(sameCarKey(car(a))).toBe(sameCarKey(car(b)));
  });

  it.each<[string, Partial<SameCarFacts>, Partial<SameCarFacts>]>([
    [
      'other horsepower',
      { variant: 'Style 1.5 TSI DSG', horsepower: 150 },
      { variant: 'Style 1.5 TSI DSG', horsepower: 116 },
    ],
    ['manual and automatic', { transmission: 'Manual' }, { transmission: 'Automatic' }],
    ['other fuel', { fuelType: 'Petrol' }, { fuelType: 'Hybrid - Petrol' }],
    ['other trim', { variant: 'Life 1.0 TSI 95 hk' }, { variant: 'Style 1.0 TSI 95 hk' }],
    [
      'other engine size',
      { variant: 'Style 1.0 TSI 110 hk', horsepower: 110 },
      { variant: 'Style 1.5 TSI 110 hk', horsepower: 110 },
    ],
    [
      'four-wheel drive',
      { variant: 'Ultimate 325 HK 4WD', horsepower: 325 },
      { variant: 'Ultimate 325 HK', horsepower: 325 },
    ],
    [
      'equipment added',
      { variant: 'Ultimate 325 HK', horsepower: 325 },
      { variant: 'Ultimate 325 HK – 20" alufælge, soltag', horsepower: 325 },
    ],
    [
      'mild hybrid eTSI',
      { variant: 'Style 1.5 eTSI DSG 150 hk', horsepower: 150 },
      { variant: 'Style 1.5 TSI DSG 150 hk', horsepower: 150 },
    ],
    ['other model', { modelId: 'polo' }, { modelId: 't-cross' }],
    ['other make', { makeId: 'vw' }, { makeId: 'seat' }],
  ])('%s: apart', (_, a, b) => {
    expect(sameCarKey(car(a))).not.toBeNull();
    expect(sameCarKey(car(b))).not.toBeNull();
    expect(sameCarKey(car(a))).not.toBe(sameCarKey(car(b)));
  });

  it.each<[string, Partial<SameCarFacts>]>([
    ['no variant', { variant: null }],
    ['only horsepower and gearbox in the variant', { variant: '95 hk DSG' }],
    ['horsepower unknown', { variant: 'Active 1.0 TSI', horsepower: null }],
    ['fuel unknown', { fuelType: null }],
    ['gearbox unknown', { transmission: null }],
    [
      'the text states another horsepower than the listing',
      { variant: 'Active 1.0 TSI 110 hk', horsepower: 95 },
    ],
  ])('%s: stands alone', (_, changes) => {
    expect(sameCarKey(car(changes))).toBeNull();
  });

  it('reads an electric car as automatic', () => {
    const ev = { variant: 'Pro 286 HK', horsepower: 286, fuelType: 'Electric' };
    expect(sameCarKey(car({ ...ev, transmission: null }))).toBe(
      sameCarKey(car({ ...ev, transmission: 'Automatic' })),
    );
  });
});

const word = fc.stringMatching(/^[a-zæøå0-9.]{1,8}$/);
const spacing = fc.stringMatching(/^[ \t]{1,3}$/);

describe('sameCarKey properties', () => {
  it('is the same whatever the case and spacing of the variant', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(spacing, { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        (words, gaps, upper) => {
          const plain = `${words.join(' ')} 95 hk`;
          const spaced = `${gaps[0]}${words.map((w, i) => `${upper ? w.toUpperCase() : w}${gaps[i + 1] ?? ' '}`).join('')}95${gaps[5]}HK `;
          expect(sameCarKey(car({ variant: spaced }))).toBe(sameCarKey(car({ variant: plain })));
        },
      ),
    );
  });

  it('never groups two horsepowers', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 40, max: 900 }),
        fc.integer({ min: 40, max: 900 }),
        (words, a, b) => {
          fc.pre(a !== b);
          const variant = words.join(' ');
          const left = sameCarKey(car({ variant, horsepower: a }));
          const right = sameCarKey(car({ variant, horsepower: b }));
          expect(left === null || left !== right).toBe(true);
        },
      ),
    );
  });
});
