import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import type { SameCarResponse } from '../../../../domain/listings/same-car-api';
import { renderAdminPage, SLOW, testQueryClient } from '../../../test-support/render-admin-page';
import { previewListing } from '../../background-removal/preview-listing';
import { sameCarQuery } from '../../same-car/same-car-query';
import { ListingCard } from './listing-card';

const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const grouped: ListingSummary = {
  ...previewListing('/x.svg'),
  id: ID,
  same_car: { sellers: 2, offers: 3, from_monthly_price: 2795 },
};

const answer: SameCarResponse = {
  offers: [
    {
      id: ID,
      seller_name: 'Bilhuset Vest',
      variant: 'Style',
      monthly_price: 2795,
      mileage_per_year: 20000,
      period_months: 36,
      first_payment: 0,
    },
    {
      id: OTHER,
      seller_name: 'Amager Auto',
      variant: 'Style',
      monthly_price: 2895,
      mileage_per_year: 20000,
      period_months: 36,
      first_payment: 4995,
    },
  ],
};

function renderCard(listing: ListingSummary) {
  // The answer is seeded under the key of the results page's configuration: a card asking with
  // another configuration would find nothing and show "Henter tilbud…".
  const queryClient = testQueryClient([[sameCarQuery(ID, { km: 20000, mdr: 36, udb: 0 }).queryKey, answer]]);
  renderAdminPage(
    '/listings?km=20000&mdr=36&udb=0',
    { '/listings': () => <ListingCard listing={listing} /> },
    queryClient,
  );
}

describe('a grouped result card (ADR 071)', () => {
  it("says how many sellers offer the car and from what price, and opens each seller's offer at the configuration", async () => {
    renderCard(grouped);
    const card = await screen.findByRole('article', {}, SLOW);
    expect(card.textContent).toContain('Fås hos 2 forhandlere fra 2.795 kr./md.');
    const button = within(card).getByRole('button', { name: 'Vis alle 3 tilbud' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByRole('link', { name: 'Amager Auto' })).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const link = await within(card).findByRole('link', { name: 'Amager Auto' }, SLOW);
    expect(link.getAttribute('href')).toBe(
      `/listing/${OTHER}?selectedMileage=20000&selectedTerm=36&selectedDeposit=4995`,
    );
    // Another deposit than the card's own offer: said, not set beside it as the same purchase.
    expect(link.closest('li')?.textContent).toBe(
      'Amager Auto2.895 kr./md.Ved 20.000 km/år, 36 mdr. og 4.995 kr. i udbetaling',
    );
    expect(within(card).getByRole('link', { name: 'Bilhuset Vest' }).closest('li')?.textContent).toBe(
      'Bilhuset Vest2.795 kr./md.',
    );
    expect(within(card).getByRole('link', { name: 'Bilhuset Vest' })).toBeTruthy();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByRole('link', { name: 'Amager Auto' })).toBeNull();
  });

  it('shows no group line on a card of a car only one seller offers', async () => {
    renderCard({ ...grouped, same_car: undefined });
    const card = await screen.findByRole('article', {}, SLOW);
    expect(card.textContent).not.toContain('forhandlere');
    expect(within(card).queryByRole('button', { name: /Vis alle/ })).toBeNull();
  });
});
