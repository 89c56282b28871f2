import { describe, expect, it } from 'vitest';
import { closestOfferNote, differingTerms } from './closest-offer-note';

const offer = { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 3000 };

describe('differingTerms and closestOfferNote', () => {
  it.each([
    ['the exact configuration', { km: 15000, mdr: 36, udb: 0 }, [], null],
    ['nothing chosen', { km: null, mdr: null, udb: null }, [], null],
    ['another term', { km: 15000, mdr: 24, udb: null }, ['mdr'], 'Nærmeste tilbud: 36 mdr.'],
    [
      'every term',
      { km: 20000, mdr: 48, udb: 4995 },
      ['km', 'mdr', 'udb'],
      'Nærmeste tilbud: 15.000 km/år, 36 mdr., udbetaling 0 kr.',
    ],
  ] as const)('%s', (_, config, terms, note) => {
    const differs = differingTerms(offer, config);
    expect(differs).toEqual(terms);
    expect(closestOfferNote(offer, differs)).toBe(note);
  });
});
