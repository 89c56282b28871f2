import { describe, expect, it } from 'vitest';
import { type FullPrice, fullPrice, fullTotal, oneOffFeeSum, statedOneOffFees } from './full-price';
import { effectiveHowText, minimumPriceText, totalHowText } from './full-price-text';

// The worked examples of ADR 053 ("Full price"), one row each.
const examples: {
  name: string;
  offer: { first_payment: number; period_months: number; monthly_price: number };
  stated?: { stated_total_cost?: number; stated_minimum_price?: number };
  listing: { return_fee?: number | null; delivery?: number };
  expected: Pick<FullPrice, 'total' | 'total_basis' | 'effective_monthly' | 'minimum_price'>;
  how: string;
}[] = [
  {
    name: '1. Kia Sportage, 0 kr. udbetaling, nothing else stated',
    offer: { first_payment: 0, period_months: 36, monthly_price: 3795 },
    listing: {},
    expected: { total: 136_620, total_basis: 'sum', effective_monthly: 3795, minimum_price: null },
    how: '0 kr. + 36 × 3.795 kr./md.',
  },
  {
    name: '2. Kia Sportage, 4.995 kr. udbetaling: the lower ydelse costs more per month in full',
    offer: { first_payment: 4995, period_months: 36, monthly_price: 3695 },
    listing: {},
    expected: { total: 138_015, total_basis: 'sum', effective_monthly: 3834, minimum_price: null },
    how: '4.995 kr. + 36 × 3.695 kr./md.',
  },
  {
    name: '3. a stated return fee is added',
    offer: { first_payment: 4995, period_months: 36, monthly_price: 3695 },
    listing: { return_fee: 1995 },
    expected: { total: 140_010, total_basis: 'sum', effective_monthly: 3889, minimum_price: null },
    how: '4.995 kr. + 36 × 3.695 kr./md. + 1.995 kr. gebyr ved tilbagelevering',
  },
  {
    name: '4. a list total that already holds the fee is the same figure',
    offer: { first_payment: 4995, period_months: 36, monthly_price: 3695 },
    stated: { stated_total_cost: 140_010 },
    listing: { return_fee: 1995 },
    expected: { total: 140_010, total_basis: 'sum', effective_monthly: 3889, minimum_price: null },
    how: '4.995 kr. + 36 × 3.695 kr./md. + 1.995 kr. gebyr ved tilbagelevering',
  },
  {
    name: '5. a list total that leaves the fee out does not lower the full price',
    offer: { first_payment: 4995, period_months: 36, monthly_price: 3695 },
    stated: { stated_total_cost: 138_015 },
    listing: { return_fee: 1995 },
    expected: { total: 140_010, total_basis: 'sum', effective_monthly: 3889, minimum_price: null },
    how: '4.995 kr. + 36 × 3.695 kr./md. + 1.995 kr. gebyr ved tilbagelevering',
  },
  {
    name: '6. a list total above the sum (a fee we do not know) is the full price',
    offer: { first_payment: 4995, period_months: 36, monthly_price: 3695 },
    stated: { stated_total_cost: 140_010 },
    listing: {},
    expected: { total: 140_010, total_basis: 'stated', effective_monthly: 3889, minimum_price: null },
    how: 'Sælgers oplyste samlede pris (udbetaling, ydelser og gebyrer giver 138.015 kr.)',
  },
  {
    name: '7. delivery stated as not included with its price, and a return fee',
    offer: { first_payment: 0, period_months: 24, monthly_price: 2999 },
    listing: { return_fee: 600, delivery: 2880 },
    expected: { total: 75_456, total_basis: 'sum', effective_monthly: 3144, minimum_price: null },
    how: '0 kr. + 24 × 2.999 kr./md. + 600 kr. gebyr ved tilbagelevering + 2.880 kr. levering',
  },
  {
    name: '8. a stated minimum price for the binding period is shown as stated',
    offer: { first_payment: 9995, period_months: 36, monthly_price: 2283 },
    stated: { stated_total_cost: 92_183, stated_minimum_price: 37_391 },
    listing: {},
    expected: { total: 92_183, total_basis: 'sum', effective_monthly: 2561, minimum_price: 37_391 },
    how: '9.995 kr. + 36 × 2.283 kr./md.',
  },
];

describe('fullPrice (ADR 053 worked examples)', () => {
  it.each(examples)('$name', ({ offer, stated, listing, expected, how }) => {
    const statedListing = {
      return_fee: listing.return_fee ?? null,
      included_items:
        listing.delivery === undefined
          ? null
          : { delivery: { status: 'excluded' as const, price: listing.delivery } },
    };
    const full = { mileage_per_year: 15000, ...offer, ...stated };
    const price = fullPrice(full, statedOneOffFees(statedListing));
    expect(price).toMatchObject(expected);
    expect(totalHowText(full, price)).toBe(how);
    // The search's figure is the page's figure.
    expect(fullTotal(full, oneOffFeeSum(statedListing))).toBe(expected.total);
  });

  it('says the effective monthly cost and the minimum price in Danish', () => {
    const price = fullPrice(
      { mileage_per_year: 20000, first_payment: 4995, period_months: 36, monthly_price: 3695 },
      [],
    );
    expect(effectiveHowText(price, 36)).toBe('138.015 kr. ÷ 36 mdr.');
    expect(minimumPriceText(price)).toBe('Ikke oplyst');
    expect(minimumPriceText({ minimum_price: 37_391 })).toBe('37.391 kr.');
  });
});

describe('statedOneOffFees', () => {
  it.each([
    { listing: {}, expected: [] },
    { listing: { return_fee: 0 }, expected: [] },
    { listing: { return_fee: 1995 }, expected: [{ kind: 'return_fee', amount: 1995 }] },
    // Delivery counts only when stated as not included *with* a price.
    { listing: { included_items: { delivery: { status: 'included' as const } } }, expected: [] },
    { listing: { included_items: { delivery: { status: 'excluded' as const } } }, expected: [] },
    {
      listing: { included_items: { delivery: { status: 'excluded' as const, price: 2880 } } },
      expected: [{ kind: 'delivery', amount: 2880 }],
    },
    // A monthly extra (metallic paint per month) is not a one-off fee.
    {
      listing: { included_items: { metallic_paint: { status: 'excluded' as const, monthly_price: 99 } } },
      expected: [],
    },
  ])('$listing → $expected', ({ listing, expected }) => {
    expect(statedOneOffFees(listing)).toEqual(expected);
  });
});
