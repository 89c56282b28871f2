import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { idealOfferSearch } from './listing-detail-link';

const card = (fields: Partial<ListingSummary>) =>
  ({
    selected_mileage: 20_000,
    selected_term: 48,
    selected_deposit: 35_000,
    ideal_mileage: null,
    ideal_term: null,
    ideal_deposit: null,
    ...fields,
  }) as ListingSummary;

describe('the price-cap note links to the ideal offer itself', () => {
  it.each([
    {
      why: 'the ideal at another mileage and term than the card',
      listing: card({ ideal_mileage: 15_000, ideal_term: 36, ideal_deposit: 0 }),
      search: { selectedMileage: 15_000, selectedTerm: 36, selectedDeposit: 0 },
    },
    {
      why: 'the ideal at the card’s mileage',
      listing: card({ ideal_mileage: 20_000, ideal_term: 24, ideal_deposit: 4_995 }),
      search: { selectedMileage: 20_000, selectedTerm: 24, selectedDeposit: 4_995 },
    },
    {
      why: 'no ideal offer: the card’s mileage alone',
      listing: card({}),
      search: { selectedMileage: 20_000, selectedTerm: undefined, selectedDeposit: undefined },
    },
  ])('$why', ({ listing, search }) => {
    expect(idealOfferSearch(listing)).toEqual(search);
  });
});
