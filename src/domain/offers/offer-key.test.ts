import { describe, expect, it } from 'vitest';
import { offerPriceKey, offerTermsKey } from './offer-key';

const offer = { mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: 2_999 };

describe('offer keys', () => {
  it.each([
    [offer, '15000|36|0', '15000|36|0|2999'],
    [{ ...offer, first_payment: 35_000 }, '15000|36|35000', '15000|36|35000|2999'],
    [{ ...offer, mileage_per_year: 20_000, period_months: 48 }, '20000|48|0', '20000|48|0|2999'],
  ])('%o → %s, %s', (input, terms, price) => {
    expect(offerTermsKey(input)).toBe(terms);
    expect(offerPriceKey(input)).toBe(price);
  });

  it('tells offers apart by terms only, or by terms and price', () => {
    const dearer = { ...offer, monthly_price: 3_199 };
    expect(offerTermsKey(dearer)).toBe(offerTermsKey(offer));
    expect(offerPriceKey(dearer)).not.toBe(offerPriceKey(offer));
    // Digits never run together across fields.
    expect(offerTermsKey({ mileage_per_year: 1, period_months: 23, first_payment: 4 })).not.toBe(
      offerTermsKey({ mileage_per_year: 12, period_months: 3, first_payment: 4 }),
    );
  });
});
