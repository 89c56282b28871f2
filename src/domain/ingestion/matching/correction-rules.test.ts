import { describe, expect, it } from 'vitest';
import type { ExtractedCar } from '../extracted-price-list';
import {
  type AppliedIdentity,
  applyCorrectionRules,
  type CarIdentity,
  type CorrectionRule,
  correctionsToRemember,
  identityKey,
} from './correction-rules';

const id = (make: string, model: string, variant: string): CarIdentity => ({ make, model, variant });
const read = (identity: CarIdentity): ExtractedCar => ({
  ...identity,
  horsepower: 150,
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  offers: [{ mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: 3_495 }],
  checks: [{ check: 'total_agrees', passed: true }],
});

const KOMBI = id('Skoda', 'Octavia', 'Kombi 1.5 e-TSI Selection DSG');
const COMBI = id('Skoda', 'Octavia Combi', '1.5 e-TSI Selection DSG');
const VEJLEDENDE = id('Volkswagen', 'Vejledende', 'Life 1.0 TSI 116 hk');
const T_ROC = id('Volkswagen', 'T-Roc', 'Life 1.0 TSI 116 hk');
const rules: CorrectionRule[] = [
  { from: KOMBI, to: COMBI },
  { from: VEJLEDENDE, to: T_ROC },
];

describe('applyCorrectionRules', () => {
  it.each([
    ['a model renamed and the variant with it', KOMBI, COMBI],
    ['a trim re-assigned to another model', VEJLEDENDE, T_ROC],
    [
      'the same reading in other case and spacing',
      id(' skoda', 'OCTAVIA', 'Kombi  1.5 e-TSI Selection DSG'),
      COMBI,
    ],
  ])('gives %s the remembered name', (_case, reading, expected) => {
    const [corrected] = applyCorrectionRules([read(reading)], rules);
    expect(corrected?.car).toMatchObject(expected);
    expect(corrected?.rememberedIdentity).toEqual(expected);
    expect(corrected?.readIdentity).toEqual({
      make: reading.make.trim(),
      model: reading.model.trim(),
      variant: reading.variant.trim(),
    });
  });

  it.each([
    ['another variant of the same model', id('Skoda', 'Octavia', 'Kombi 2.0 TDI Style DSG')],
    ['the same variant under another make', id('Cupra', 'Octavia', 'Kombi 1.5 e-TSI Selection DSG')],
    ['a car read right', COMBI],
  ])('leaves %s as read', (_case, reading) => {
    const [corrected] = applyCorrectionRules([read(reading)], rules);
    expect(corrected?.car).toEqual(read(reading));
    expect(corrected?.rememberedIdentity).toBeNull();
  });

  it('keeps everything but the name: specs, offers and checks', () => {
    const [corrected] = applyCorrectionRules([read(KOMBI)], rules);
    const { make: _make, model: _model, variant: _variant, ...rest } = read(KOMBI);
    expect(corrected?.car).toMatchObject(rest);
  });

  it('does nothing without rules, and a rule to the same reading is no correction', () => {
    expect(applyCorrectionRules([read(KOMBI)], [])[0]?.rememberedIdentity).toBeNull();
    expect(
      applyCorrectionRules([read(KOMBI)], [{ from: KOMBI, to: KOMBI }])[0]?.rememberedIdentity,
    ).toBeNull();
  });
});

describe('correctionsToRemember', () => {
  const applied = (
    readIdentity: CarIdentity | null,
    car: CarIdentity,
    rememberedIdentity: CarIdentity | null = null,
  ): AppliedIdentity => ({ readIdentity, car, rememberedIdentity });

  it.each<[string, AppliedIdentity[], ReturnType<typeof correctionsToRemember>]>([
    [
      'a car renamed with "Ret bil"',
      [applied(KOMBI, COMBI)],
      { remember: [{ from: KOMBI, to: COMBI }], forget: [] },
    ],
    ['a car read right', [applied(COMBI, COMBI)], { remember: [], forget: [] }],
    [
      'a car renamed only in case',
      [applied(KOMBI, id('SKODA', 'octavia', 'kombi 1.5 e-tsi selection dsg'))],
      { remember: [], forget: [] },
    ],
    [
      'a car renamed by a rule and left so',
      [applied(KOMBI, COMBI, COMBI)],
      { remember: [{ from: KOMBI, to: COMBI }], forget: [] },
    ],
    [
      'a car a rule renamed, set back to its reading',
      [applied(KOMBI, KOMBI, COMBI)],
      { remember: [], forget: [KOMBI] },
    ],
    ['a car added or split off by the admin', [applied(null, COMBI)], { remember: [], forget: [] }],
    [
      'one reading renamed twice: the later name',
      [applied(VEJLEDENDE, id('Volkswagen', 'Taigo', 'Life 1.0 TSI 116 hk')), applied(VEJLEDENDE, T_ROC)],
      { remember: [{ from: VEJLEDENDE, to: T_ROC }], forget: [] },
    ],
    [
      'one reading renamed and another of it set back: remembered, not forgotten',
      [applied(KOMBI, COMBI), applied(KOMBI, KOMBI, COMBI)],
      { remember: [{ from: KOMBI, to: COMBI }], forget: [] },
    ],
  ])('%s', (_case, changes, expected) => {
    expect(correctionsToRemember(changes)).toEqual(expected);
  });

  it('keys a reading without case or extra spaces', () => {
    expect(identityKey(id(' Skoda ', 'Octavia', 'Kombi  1.5'))).toBe('skoda|octavia|kombi 1.5');
  });
});
