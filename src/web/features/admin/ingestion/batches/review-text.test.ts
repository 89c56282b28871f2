import { describe, expect, it } from 'vitest';
import {
  appliedCountsText,
  changeName,
  fieldValueText,
  matchText,
  offerText,
  warningText,
} from './review-text';

describe('offerText', () => {
  it('writes an offer the Danish way', () => {
    expect(
      offerText({ monthly_price: 4295, mileage_per_year: 15000, period_months: 36, first_payment: 0 }),
    ).toBe('4.295 kr./md. · 15.000 km/år · 36 mdr. · udbetaling 0 kr.');
  });
});

describe('warningText', () => {
  it('says whether the monthly price rises or falls', () => {
    expect(warningText({ kind: 'monthly_price_jump', percent: 22.4 })).toContain('stiger med 22 %');
    expect(warningText({ kind: 'monthly_price_jump', percent: -18 })).toContain('falder med 18 %');
  });

  it('shows both prices of a price conflict and asks for a choice', () => {
    const conflict = {
      kind: 'conflicting_prices' as const,
      terms: { mileage_per_year: 15000, period_months: 36, first_payment: 0 },
      monthlyPrices: [2999, 3049],
      chosen: null,
    };
    expect(warningText(conflict)).toBe(
      'Prislisten angiver to priser for 15.000 km/år, 36 mdr., 0 kr. i udbetaling: 2.999 kr./md. og 3.049 kr./md. Vælg den rigtige.',
    );
  });

  it('names missing fields in Danish', () => {
    expect(warningText({ kind: 'missing_fields', fields: ['horsepower', 'fuel_type'] })).toBe(
      'Mangler hestekræfter, drivmiddel – udfyld dem på annoncen bagefter.',
    );
  });

  it('compares the score with the seller norm', () => {
    expect(warningText({ kind: 'score_off_seller_norm', score: 91, sellerMedian: 55 })).toContain(
      'LeaseScore 91 ligger langt fra sælgerens normale niveau (55)',
    );
  });
});

describe('fieldValueText', () => {
  it('translates stored values and adds units', () => {
    expect(fieldValueText('fuel_type', 'Hybrid - Petrol')).toBe('Hybrid (benzin)');
    expect(fieldValueText('transmission', 'Manual')).toBe('Manuel');
    expect(fieldValueText('horsepower', 116)).toBe('116 hk');
    expect(fieldValueText('consumption_l_100km', 4.25)).toBe('4,3');
    expect(fieldValueText('year', null)).toBe('–');
  });
});

describe('matchText and changeName', () => {
  it('shows confidence as a percentage', () => {
    expect(matchText('scored', 0.874)).toBe('Sandsynligt match (87 %)');
    expect(matchText('none', 0)).toBe('Ingen eksisterende annonce');
  });

  it('names a withdrawal by its listing label', () => {
    expect(changeName({ car: null, listing_label: 'Skoda Fabia 1.0 TSI' })).toBe('Skoda Fabia 1.0 TSI');
  });
});

describe('appliedCountsText', () => {
  it.each([
    [
      { created: 1, updated: 1, withdrawn: 1, unchanged: 0 },
      '1 ny annonce (afventer), 1 opdateret, 1 trukket tilbage',
    ],
    [
      { created: 0, updated: 3, withdrawn: 0, unchanged: 2 },
      '0 nye annoncer (afventer), 3 opdateret, 0 trukket tilbage',
    ],
    [
      { created: 1200, updated: 24, withdrawn: 2, unchanged: 0 },
      '1.200 nye annoncer (afventer), 24 opdateret, 2 trukket tilbage',
    ],
  ])('%j → %s', (counts, expected) => {
    expect(appliedCountsText(counts)).toBe(expected);
  });
});
