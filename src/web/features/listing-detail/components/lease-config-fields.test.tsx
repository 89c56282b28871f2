import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeaseOffer } from '../../../../domain/offers/lease-offer';
import { LeaseConfigFields } from './lease-config-fields';

const offer = (mileage: number, term: number, deposit: number, monthly: number): LeaseOffer => ({
  mileage_per_year: mileage,
  period_months: term,
  first_payment: deposit,
  monthly_price: monthly,
});

// Sorted by monthly price, as the API sends them. 25.000 km and 48 mdr. exist only with 4.995 kr.
// udbetaling; 12 mdr. only at 15.000 km.
const offers = [
  offer(20000, 36, 4995, 3695),
  offer(20000, 36, 0, 3795),
  offer(20000, 48, 4995, 3595),
  offer(25000, 36, 4995, 3895),
  offer(15000, 12, 0, 4100),
];
const current = offers[1] as LeaseOffer;

function optionTexts(label: string): string[] {
  const select = screen.getByLabelText(label);
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('LeaseConfigFields', () => {
  it('marks only what cannot be chosen and says what else a choice changes', () => {
    render(
      <LeaseConfigFields
        offers={offers}
        current={current}
        choice={{ mileage: 20000, term: 36, deposit: 0 }}
        onChoose={vi.fn()}
      />,
    );
    expect(optionTexts('Årligt km-forbrug')).toEqual([
      '15.000 km/år · +305 kr./md. med 12 mdr.',
      '20.000 km/år',
      '25.000 km/år · +100 kr./md. med udbetaling 4.995 kr.',
    ]);
    expect(optionTexts('Leasingperiode')).toEqual([
      '12 mdr. · ikke tilgængelig ved 20.000 km/år',
      '36 mdr.',
      '48 mdr. · −200 kr./md. med udbetaling 4.995 kr.',
    ]);
    expect(optionTexts('Udbetaling')).toEqual(['0 kr.', '4.995 kr. · −100 kr./md.']);
  });
});
