import { describe, expect, it } from 'vitest';
import { readPriceListTerms } from './price-list-terms';

describe('readPriceListTerms', () => {
  it('reads period, mileage and first payment from terms text', () => {
    expect(
      readPriceListTerms([
        'Privatleasing prisliste',
        'Alle priser er inkl. moms. Løbetid 36 mdr., 15.000 km/år.',
        'Førstegangsydelse: 4.995 kr.',
      ]),
    ).toEqual({ period_months: 36, mileage_per_year: 15000, first_payment: 4995 });
  });

  it('accepts other spellings', () => {
    expect(readPriceListTerms(['48 måneder og 20.000 km pr. år, udbetaling 0,- kr.'])).toEqual({
      period_months: 48,
      mileage_per_year: 20000,
      first_payment: 0,
    });
  });

  it('ignores supplement lines and leaves unknown terms null', () => {
    expect(readPriceListTerms(['Merpris pr. 5.000 km/år: 150 kr./md.', 'Ydelse pr. md.'])).toEqual({
      period_months: null,
      mileage_per_year: null,
      first_payment: null,
    });
  });
});
