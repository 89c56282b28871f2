import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { previewListing } from '../../background-removal/preview-listing';
import { ListingCardPrice } from './listing-card-price';

// The card's price block by the full price of ADR 053 (the server's figures, shown as they are).
const card = (fields: Partial<ListingSummary>): ListingSummary => ({
  ...previewListing('/x.svg'),
  monthly_price: 3695,
  display_monthly_price: 3695,
  selected_term: 36,
  selected_deposit: 4995,
  ...fields,
});

describe('ListingCardPrice (issue 27 part 1)', () => {
  it.each([
    {
      name: 'no fees, no minimum price',
      listing: card({
        total_cost: 138_015,
        effective_monthly_cost: 3834,
        one_off_fees: 0,
        minimum_price: null,
      }),
      shown: ['Samlede omkostninger: 138.015 kr.', 'Inkl. udbetaling: 3.834 kr./md.'],
      hidden: ['Mindstepris', 'gebyrer'],
    },
    {
      name: 'a stated return fee and minimum price',
      listing: card({
        total_cost: 140_010,
        effective_monthly_cost: 3889,
        one_off_fees: 1995,
        minimum_price: 47_335,
      }),
      shown: [
        'Samlede omkostninger: 140.010 kr.',
        'Inkl. udb. og gebyrer: 3.889 kr./md.',
        'Mindstepris: 47.335 kr.',
      ],
      hidden: [],
    },
  ])('$name', ({ listing, shown, hidden }) => {
    const { container } = render(<ListingCardPrice listing={listing} />);
    for (const text of shown) expect(screen.getByText((_, node) => node?.textContent === text)).toBeTruthy();
    for (const text of hidden) expect(container.textContent).not.toContain(text);
  });

  it('says nothing about the first payment when there is neither one nor a fee', () => {
    const { container } = render(
      <ListingCardPrice
        listing={card({
          selected_deposit: 0,
          total_cost: 133_020,
          effective_monthly_cost: 3695,
          one_off_fees: 0,
        })}
      />,
    );
    expect(container.textContent).not.toContain('Inkl.');
  });
});
