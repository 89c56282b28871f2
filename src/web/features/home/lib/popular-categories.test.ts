import { describe, expect, it } from 'vitest';
import { POPULAR_CATEGORIES } from './popular-categories';

/** "Under 2.000 kr./md." would promise the full price (udbetaling included), which price_max does not cap. */
const fullPriceUnder = /(^|[^a-zæøå])under [\d.]+ kr\.\/md\./i;
const monthlyUnder = /^Månedsydelse under ([\d.]+) kr\.$/;

describe('POPULAR_CATEGORIES', () => {
  it.each(POPULAR_CATEGORIES.map((category) => [category.label, category] as const))(
    '%s promises no full price under a cap that only holds the monthly ydelse',
    (_label, category) => {
      expect(category.description).not.toMatch(fullPriceUnder);
      const cap = monthlyUnder.exec(category.description);
      if (cap) {
        const limit = Number((cap[1] as string).replaceAll('.', ''));
        expect(category.search.price_max).toBeLessThan(limit);
      } else {
        expect(category.search.price_max).toBeUndefined();
      }
    },
  );

  it('"Billige biler" says what it caps', () => {
    const budget = POPULAR_CATEGORIES.find((category) => category.label === 'Billige biler');
    expect(budget?.description).toBe('Månedsydelse under 2.000 kr.');
    expect(budget?.search).toEqual({ price_max: 1999, sort: 'effective_asc' });
  });
});
