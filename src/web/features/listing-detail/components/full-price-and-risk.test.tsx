import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fullPrice,
  type OfferWithStatedTotals,
  statedOneOffFees,
} from '../../../../domain/offers/full-price';
import { riskFigures } from '../../../../domain/offers/risk-figures';
import { FullPriceLines } from './full-price-lines';
import { RiskPanel } from './risk-panel';

/** Each row of a definition list as a visitor reads it: "label: value (how)". */
function rows(container: HTMLElement) {
  return within(container)
    .getAllByRole('term')
    .map((term) => {
      const value = term.nextElementSibling;
      return `${term.textContent}: ${value?.textContent} (${value?.nextElementSibling?.textContent})`;
    });
}

const chosen: OfferWithStatedTotals = {
  mileage_per_year: 20000,
  period_months: 36,
  first_payment: 4995,
  monthly_price: 3695,
  stated_total_cost: null,
  stated_minimum_price: null,
};

describe('FullPriceLines (ADR 053)', () => {
  it.each([
    {
      name: 'a return fee stated, no minimum price',
      offer: chosen,
      listing: { return_fee: 1995 },
      expected: [
        'Samlede omkostninger: 140.010 kr. (4.995 kr. + 36 × 3.695 kr./md. + 1.995 kr. gebyr ved tilbagelevering)',
        'Pr. md. inkl. udbetaling og gebyrer: 3.889 kr./md. (140.010 kr. ÷ 36 mdr.)',
        'Mindstepris i bindingsperioden: Ikke oplyst (Sælger oplyser ikke bindingsperioden. Binder aftalen hele perioden, er mindsteprisen 140.010 kr.)',
      ],
    },
    {
      name: 'a stated total and minimum price',
      offer: { ...chosen, stated_total_cost: 140_000, stated_minimum_price: 47_335 },
      listing: {},
      expected: [
        'Samlede omkostninger: 140.000 kr. (Sælgers oplyste samlede pris (udbetaling, ydelser og gebyrer giver 138.015 kr.))',
        'Pr. md. inkl. udbetaling: 3.889 kr./md. (140.000 kr. ÷ 36 mdr.)',
        'Mindstepris i bindingsperioden: 47.335 kr. (Sælgers oplyste mindstepris: det mindste, aftalen kan koste dig i bindingsperioden.)',
      ],
    },
  ])('$name', ({ offer, listing, expected }) => {
    render(
      <FullPriceLines listing={{ ...offer, full_price: fullPrice(offer, statedOneOffFees(listing)) }} />,
    );
    expect(rows(screen.getByTestId('full-price'))).toEqual(expected);
  });
});

describe('RiskPanel (issue 27 part 4)', () => {
  it('shows each figure with how it was worked out, and "Ikke oplyst" where nothing is stated', () => {
    const offers = [chosen, { ...chosen, mileage_per_year: 25000, monthly_price: 3895 }];
    const risk = riskFigures(chosen, offers, fullPrice(chosen, []), {
      extra_km_price: null,
      return_fee: null,
    });
    render(<RiskPanel listing={{ ...chosen, risk }} />);
    const panel = screen.getByRole('region', { name: 'Hvad kan det ende med at koste?' });
    expect(rows(panel)).toEqual([
      'Pris pr. ekstra km: Ikke oplyst (Sælger oplyser ikke, hvad kørsel ud over de aftalte km koster.)',
      'Gebyr ved tilbagelevering: Ikke oplyst (Sælger oplyser ikke et gebyr, når bilen afleveres.)',
      'Aflever bilen, når bindingsperioden slutter: Ikke oplyst (Sælger oplyser hverken bindingsperiode eller mindstepris. Binder aftalen alle 36 mdr., koster den 138.015 kr. i alt.)',
      'Kør 5.000 km/år mere end valgt: +7.200 kr. (Sælgers tilbud ved 25.000 km/år med samme periode og udbetaling: 3.895 kr./md. (+200 kr./md. i 36 mdr.).)',
    ]);
  });

  it('prices the extra km by the stated price per km when there is no such offer', () => {
    const risk = riskFigures(chosen, [chosen], fullPrice(chosen, []), {
      extra_km_price: 1.25,
      return_fee: 0,
    });
    render(<RiskPanel listing={{ ...chosen, risk }} />);
    const panel = screen.getByRole('region', { name: 'Hvad kan det ende med at koste?' });
    expect(rows(panel)).toContain(
      'Kør 5.000 km/år mere end valgt: +18.750 kr. (5.000 km × 3 år × 1,25 kr./km, afregnet som ekstra km.)',
    );
    expect(rows(panel)[0]).toBe(
      'Pris pr. ekstra km: 1,25 kr./km (Sælgers pris for hver km ud over 20.000 km/år.)',
    );
  });
});
