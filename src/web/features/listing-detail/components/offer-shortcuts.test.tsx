import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PricedOffer } from '../../../../domain/listings/listing-api-types';
import { OfferShortcuts } from './offer-shortcuts';

const offer = (mileage: number, term: number, deposit: number, monthly: number): PricedOffer => ({
  id: `${mileage}-${term}-${deposit}`,
  mileage_per_year: mileage,
  period_months: term,
  first_payment: deposit,
  monthly_price: monthly,
  lease_score: 60,
  total_cost: deposit + term * monthly,
});

// The Kia Sportage of issue 27, sorted by monthly price as the API sends them.
const offers = [offer(15000, 36, 49995, 2995), offer(20000, 36, 4995, 3695), offer(20000, 36, 0, 3795)];

describe('OfferShortcuts', () => {
  it('"Billigste" picks the lowest full price at the chosen km/år and term, not the lowest monthly', async () => {
    const onChoose = vi.fn();
    render(
      <OfferShortcuts
        offers={offers}
        choice={{ mileage: 20000, term: 36, deposit: 0 }}
        onChoose={onChoose}
      />,
    );
    const billigste = screen.getByRole('button', { name: 'Billigste' });
    expect(billigste.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(billigste);
    expect(onChoose).toHaveBeenCalledWith({ mileage: 20000, term: 36, deposit: 0 });
  });

  it('"Billigste" is not pressed on a dearer offer of the same km/år and term', () => {
    render(
      <OfferShortcuts
        offers={offers}
        choice={{ mileage: 20000, term: 36, deposit: 4995 }}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Billigste' }).getAttribute('aria-pressed')).toBe('false');
  });
});
