import { describe, expect, it } from 'vitest';
import { conditionLines, formatCalendarDate, statedTotals, statedTotalsText } from './offer-conditions-text';

describe('formatCalendarDate', () => {
  it('writes a calendar day the Danish way', () => {
    expect(formatCalendarDate('2026-06-30')).toBe('30. jun. 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('31. dec. 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('1. jan. 2027');
  });

  it('shows a dash for anything that is not a calendar day', () => {
    expect(formatCalendarDate('30.06.2026')).toBe('–');
    expect(formatCalendarDate('2026-02-30')).toBe('–');
  });
});

describe('conditionLines', () => {
  it('gives one labelled line per stated condition, in a fixed order', () => {
    expect(
      conditionLines({
        extras: [
          { name: 'Vinterhjul', monthly_price: 380 },
          { name: 'Trækkrog', monthly_price: 99 },
        ],
        return_fee: 1_995,
        extra_km_price: 0.75,
        excludes: ['grøn ejerafgift', 'forsikring'],
        includes: ['metallak', 'serviceaftale', 'moms', 'levering'],
        valid_until: '2026-12-31',
        order_by: '2026-06-30',
        delivery_by: '2026-09-15',
      }).map((line) => `${line.label}: ${line.text}`),
    ).toEqual([
      'Bestil senest: 30. jun. 2026',
      'Levering senest: 15. sep. 2026',
      'Gælder til: 31. dec. 2026',
      'Inkl.: metallak, serviceaftale, moms, levering',
      'Ekskl.: grøn ejerafgift, forsikring',
      'Gebyr ved tilbagelevering: 1.995 kr.',
      'Pris pr. ekstra km: 0,75 kr./km',
      'Tilvalg pr. md.: Vinterhjul 380 kr./md., Trækkrog 99 kr./md.',
    ]);
  });

  it('leaves out what is not stated, and reads stored conditions (nulls) alike', () => {
    expect(conditionLines(undefined)).toEqual([]);
    expect(conditionLines({ includes: [] })).toEqual([]);
    expect(
      conditionLines({
        order_by: null,
        delivery_by: null,
        valid_until: null,
        includes: null,
        excludes: ['forsikring'],
        return_fee: null,
        extra_km_price: null,
        extras: null,
      }),
    ).toEqual([{ field: 'excludes', label: 'Ekskl.', text: 'forsikring' }]);
  });
});

describe('statedTotalsText', () => {
  const offer = { mileage_per_year: 15_000, period_months: 36, first_payment: 4_999, monthly_price: 2_699 };

  it('shows a total that adds up, and the minimum price', () => {
    expect(statedTotalsText({ ...offer, total_cost: 102_163, minimum_price: 37_387 })).toBe(
      'Totalpris 102.163 kr. · mindstepris 37.387 kr.',
    );
    expect(statedTotalsText({ ...offer, minimum_price: 37_387 })).toBe('Mindstepris 37.387 kr.');
  });

  it('shows both numbers when the stated total contradicts first payment + months × monthly', () => {
    const stated = { ...offer, first_payment: 0, monthly_price: 5_399, total_cost: 174_364 };
    expect(statedTotals(stated)).toEqual({
      statedTotal: 174_364,
      computedTotal: 194_364,
      contradicts: true,
      minimumPrice: null,
    });
    expect(statedTotalsText(stated)).toBe('Totalpris ifølge listen 174.364 kr. (udregnet 194.364 kr.)');
  });

  it('is empty when the list states neither', () => {
    expect(statedTotalsText(offer)).toBe('');
    expect(statedTotalsText({ ...offer, total_cost: null, minimum_price: null })).toBe('');
  });
});
