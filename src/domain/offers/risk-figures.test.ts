import { describe, expect, it } from 'vitest';
import { fullPrice, type OfferWithStatedTotals } from './full-price';
import { formatKrPerKm, riskLines } from './full-price-text';
import { riskFigures } from './risk-figures';

const offer = (
  mileage_per_year: number,
  period_months: number,
  first_payment: number,
  monthly_price: number,
  stated_minimum_price: number | null = null,
): OfferWithStatedTotals => ({
  mileage_per_year,
  period_months,
  first_payment,
  monthly_price,
  stated_minimum_price,
});

const chosen = offer(20000, 36, 0, 3795);
const sportage = [
  chosen,
  offer(25000, 36, 0, 3995),
  offer(25000, 36, 4995, 3895), // another first payment: not the one to compare with
  offer(25000, 24, 0, 4100), // another term
];

// The worked examples of ADR 053 ("Risk panel"), one row each: the four lines as the page shows them.
const examples: {
  name: string;
  chosen: OfferWithStatedTotals;
  offers: OfferWithStatedTotals[];
  listing: { extra_km_price?: number | null; return_fee?: number | null };
  lines: [string, string][];
}[] = [
  {
    name: 'A. the listing has an offer at +5.000 km/år with the same term and first payment',
    chosen,
    offers: sportage,
    listing: { extra_km_price: 0.75 },
    lines: [
      ['0,75 kr./km', 'Sælgers pris for hver km ud over 20.000 km/år.'],
      ['Ikke oplyst', 'Sælger oplyser ikke et gebyr, når bilen afleveres.'],
      [
        'Ikke oplyst',
        'Sælger oplyser hverken bindingsperiode eller mindstepris. Binder aftalen alle 36 mdr., koster den 136.620 kr. i alt.',
      ],
      [
        '+7.200 kr.',
        'Sælgers tilbud ved 25.000 km/år med samme periode og udbetaling: 3.995 kr./md. (+200 kr./md. i 36 mdr.).',
      ],
    ],
  },
  {
    name: 'B. no such offer: the stated price per extra km × 5.000 km × 3 år',
    chosen,
    offers: [chosen],
    listing: { extra_km_price: 0.75, return_fee: 1995 },
    lines: [
      ['0,75 kr./km', 'Sælgers pris for hver km ud over 20.000 km/år.'],
      ['1.995 kr.', 'Sælgers oplyste gebyr, når bilen afleveres. Det er talt med i den samlede pris.'],
      [
        'Ikke oplyst',
        'Sælger oplyser hverken bindingsperiode eller mindstepris. Binder aftalen alle 36 mdr., koster den 138.615 kr. i alt.',
      ],
      ['+11.250 kr.', '5.000 km × 3 år × 0,75 kr./km, afregnet som ekstra km.'],
    ],
  },
  {
    name: 'C. 18 months at 0,95 kr./km (95 øre) and a stated minimum price',
    chosen: offer(15000, 18, 4995, 2995, 22_965),
    offers: [offer(15000, 18, 4995, 2995, 22_965)],
    listing: { extra_km_price: 0.95 },
    lines: [
      ['0,95 kr./km', 'Sælgers pris for hver km ud over 15.000 km/år.'],
      ['Ikke oplyst', 'Sælger oplyser ikke et gebyr, når bilen afleveres.'],
      [
        '22.965 kr.',
        'Sælgers oplyste mindstepris for bindingsperioden: det mindste, aftalen kan koste i alt.',
      ],
      ['+7.125 kr.', '5.000 km × 1,5 år × 0,95 kr./km, afregnet som ekstra km.'],
    ],
  },
  {
    name: 'D. nothing stated',
    chosen,
    offers: [chosen, offer(25000, 24, 0, 4100)],
    listing: {},
    lines: [
      ['Ikke oplyst', 'Sælger oplyser ikke, hvad kørsel ud over de aftalte km koster.'],
      ['Ikke oplyst', 'Sælger oplyser ikke et gebyr, når bilen afleveres.'],
      [
        'Ikke oplyst',
        'Sælger oplyser hverken bindingsperiode eller mindstepris. Binder aftalen alle 36 mdr., koster den 136.620 kr. i alt.',
      ],
      [
        'Ikke oplyst',
        'Sælger har intet tilbud ved 25.000 km/år med samme periode og udbetaling og oplyser ingen pris pr. ekstra km.',
      ],
    ],
  },
];

describe('riskFigures (ADR 053 worked examples)', () => {
  it.each(examples)('$name', ({ chosen, offers, listing, lines }) => {
    const fees = listing.return_fee ? [{ kind: 'return_fee' as const, amount: listing.return_fee }] : [];
    const risk = riskFigures(chosen, offers, fullPrice(chosen, fees), listing);
    const shown = riskLines(risk, chosen);
    expect(shown.map((line) => line.label)).toEqual([
      'Pris pr. ekstra km',
      'Gebyr ved tilbagelevering',
      'Aflever bilen, når bindingsperioden slutter',
      'Kør 5.000 km/år mere end valgt',
    ]);
    expect(shown.map((line) => [line.value, line.how])).toEqual(lines);
  });

  it('prefers the offer at +5.000 km/år over the price per km', () => {
    const risk = riskFigures(chosen, sportage, fullPrice(chosen, []), { extra_km_price: 2 });
    expect(risk.more_km).toMatchObject({ basis: 'offer', amount: 7200, monthly_difference: 200 });
  });

  it.each([
    [0.75, '0,75 kr./km'],
    [1.25, '1,25 kr./km'],
    [0.95, '0,95 kr./km'],
    [2, '2,00 kr./km'],
  ])('writes %s kr./km as %s', (value, text) => {
    expect(formatKrPerKm(value)).toBe(text);
  });
});
