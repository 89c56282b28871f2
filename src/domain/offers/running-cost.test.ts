import { describe, expect, it } from 'vitest';
import type { DatedEnergyPrices } from './energy-prices';
import { type RunningCostListing, runningCost } from './running-cost';
import { runningCostHowTexts, runningCostLines, totalLeftOutText } from './running-cost-text';

// The worked examples of ADR 055 ("Running cost per month"), one row each. Prices: 13,50 kr./l petrol,
// 12,50 kr./l diesel, 2,25 kr./kWh, dated 29. nov. 2026. The lease: the Kia Sportage's 4.995 kr. +
// 36 × 3.695 kr./md. = 138.015 kr. (ADR 053), 138.015 ÷ 36 = 3.833,75 → 3.834 kr./md.
const prices: DatedEnergyPrices = {
  petrolPerLitre: 13.5,
  dieselPerLitre: 12.5,
  electricityPerKwh: 2.25,
  asOf: '2026-11-29',
};
const lease = { mileage_per_year: 15_000, period_months: 36, total: 138_015 };

const car = (overrides: Partial<RunningCostListing>): RunningCostListing => ({
  fuel_type: 'Petrol',
  consumption_l_100km: 5.2,
  consumption_kwh_100km: null,
  co2_tax_half_year: 1740,
  included_items: null,
  ...overrides,
});

const examples: {
  name: string;
  listing: RunningCostListing;
  km?: number;
  lines: [string, string][];
  total: number;
  leftOut: string | null;
  how: string[];
}[] = [
  {
    name: '1. petrol, 5,2 l/100 km at 15.000 km/år: 1.250 km a month × 0,052 l × 13,50 kr. = 877,50 → 878',
    listing: car({}),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '290 kr./md.'],
      ['Brændstof', '878 kr./md.'],
    ],
    total: 5002,
    leftOut: null,
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 1.740 kr. pr. halvår × 2 ÷ 12 = 290 kr./md.',
      'Benzin: 15.000 km/år ÷ 12 × 5,2 l/100 km × 13,50 kr./l = 878 kr./md.',
    ],
  },
  {
    name: '2. the same car at 30.000 km/år: energy doubles, the ejerafgift does not',
    listing: car({}),
    km: 30_000,
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '290 kr./md.'],
      ['Brændstof', '1.755 kr./md.'],
    ],
    total: 5879,
    leftOut: null,
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 1.740 kr. pr. halvår × 2 ÷ 12 = 290 kr./md.',
      'Benzin: 30.000 km/år ÷ 12 × 5,2 l/100 km × 13,50 kr./l = 1.755 kr./md.',
    ],
  },
  {
    name: '3. diesel, 4,5 l/100 km at 20.000 km/år: 1.666,67 km × 0,045 l × 12,50 kr. = 937,50 → 938',
    listing: car({ fuel_type: 'Diesel', consumption_l_100km: 4.5, co2_tax_half_year: 2190 }),
    km: 20_000,
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '365 kr./md.'],
      ['Brændstof', '938 kr./md.'],
    ],
    total: 5137,
    leftOut: null,
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 2.190 kr. pr. halvår × 2 ÷ 12 = 365 kr./md.',
      'Diesel: 20.000 km/år ÷ 12 × 4,5 l/100 km × 12,50 kr./l = 938 kr./md.',
    ],
  },
  {
    name: '4. electric, 16,5 kWh/100 km: 1.250 km × 0,165 kWh × 2,25 kr. = 464,06 → 464; 420 kr. a half year → 70',
    listing: car({
      fuel_type: 'Electric',
      consumption_l_100km: null,
      consumption_kwh_100km: 16.5,
      co2_tax_half_year: 420,
    }),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '70 kr./md.'],
      ['Strøm', '464 kr./md.'],
    ],
    total: 4368,
    leftOut: null,
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 420 kr. pr. halvår × 2 ÷ 12 = 70 kr./md.',
      'Strøm: 15.000 km/år ÷ 12 × 16,5 kWh/100 km × 2,25 kr./kWh = 464 kr./md.',
    ],
  },
  {
    name: '5. plug-in hybrid: both stated (weighted) consumptions count, each at its price: 202,50 → 203 + 450',
    listing: car({
      fuel_type: 'Plug-in - Petrol',
      consumption_l_100km: 1.2,
      consumption_kwh_100km: 16,
      co2_tax_half_year: 420,
    }),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '70 kr./md.'],
      ['Brændstof og strøm', '653 kr./md.'],
    ],
    total: 4557,
    leftOut: null,
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 420 kr. pr. halvår × 2 ÷ 12 = 70 kr./md.',
      'Benzin: 15.000 km/år ÷ 12 × 1,2 l/100 km × 13,50 kr./l = 203 kr./md.',
      'Strøm: 15.000 km/år ÷ 12 × 16,0 kWh/100 km × 2,25 kr./kWh = 450 kr./md.',
      'Plug-in hybrid: begge oplyste forbrug tæller med, hver til sin pris',
    ],
  },
  {
    name: '6. plug-in hybrid without its kWh: one consumption alone undercounts, so energy is not stated',
    listing: car({
      fuel_type: 'Plug-in - Diesel',
      consumption_l_100km: 1.0,
      consumption_kwh_100km: null,
      co2_tax_half_year: 420,
    }),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '70 kr./md.'],
      ['Brændstof og strøm', 'Ikke oplyst'],
    ],
    total: 3904,
    leftOut: 'Uden brændstof og strøm – forbruget er ikke oplyst.',
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 420 kr. pr. halvår × 2 ÷ 12 = 70 kr./md.',
      'Strøm: elforbruget (kWh/100 km) er ikke oplyst',
    ],
  },
  {
    name: '7. no consumption stated: energy "Ikke oplyst" and the total says it is without it',
    listing: car({ consumption_l_100km: null }),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '290 kr./md.'],
      ['Brændstof', 'Ikke oplyst'],
    ],
    total: 4124,
    leftOut: 'Uden brændstof – forbruget er ikke oplyst.',
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 1.740 kr. pr. halvår × 2 ÷ 12 = 290 kr./md.',
      'Brændstof: forbruget (l/100 km) er ikke oplyst',
    ],
  },
  {
    name: '8. grøn ejerafgift stated as included: nothing on top, though the car has an ejerafgift',
    listing: car({ included_items: { green_tax: { status: 'included' } } }),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', 'Inkluderet i leasingen'],
      ['Brændstof', '878 kr./md.'],
    ],
    total: 4712,
    leftOut: null,
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: sælger oplyser, at grøn ejerafgift er inkluderet i leasingen',
      'Benzin: 15.000 km/år ÷ 12 × 5,2 l/100 km × 13,50 kr./l = 878 kr./md.',
    ],
  },
  {
    name: '9. no ejerafgift on the car, but the seller states it as not included at 150 kr./md.',
    listing: car({
      co2_tax_half_year: null,
      included_items: { green_tax: { status: 'excluded', monthly_price: 150 } },
    }),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', '150 kr./md.'],
      ['Brændstof', '878 kr./md.'],
    ],
    total: 4862,
    leftOut: null,
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: 150 kr./md. som oplyst af sælger',
      'Benzin: 15.000 km/år ÷ 12 × 5,2 l/100 km × 13,50 kr./l = 878 kr./md.',
    ],
  },
  {
    name: '10. neither ejerafgift nor fuel type stated: only the lease is counted, and the total says so',
    listing: car({ fuel_type: null, co2_tax_half_year: null }),
    lines: [
      ['Leasing inkl. udbetaling', '3.834 kr./md.'],
      ['Ejerafgift', 'Ikke oplyst'],
      ['Brændstof eller strøm', 'Ikke oplyst'],
    ],
    total: 3834,
    leftOut: 'Uden ejerafgift og brændstof eller strøm – de er ikke oplyst.',
    how: [
      'Leasing: 138.015 kr. ÷ 36 mdr. = 3.834 kr./md.',
      'Ejerafgift: ikke oplyst for bilen',
      'Brændstof eller strøm: bilens drivmiddel er ikke oplyst',
    ],
  },
];

describe('running cost per month (ADR 055 worked examples)', () => {
  it.each(examples)('$name', ({ listing, km, lines, total, leftOut, how }) => {
    const cost = runningCost(listing, { ...lease, mileage_per_year: km ?? lease.mileage_per_year }, prices);
    expect(runningCostLines(cost).map((line) => [line.label, line.value])).toEqual(lines);
    expect(cost.total).toBe(total);
    expect(totalLeftOutText(cost)).toBe(leftOut);
    const texts = runningCostHowTexts(cost);
    expect(texts.slice(0, -1)).toEqual(how);
    expect(texts.at(-1)).toBe(
      'Energipriser pr. 29. nov. 2026, inkl. moms. Forbruget er bilens oplyste forbrug; dit eget afhænger af, hvordan du kører.',
    );
  });

  it('adds up exactly the lines it shows (each line rounded to whole kroner first)', () => {
    for (const { listing, km } of examples) {
      const cost = runningCost(listing, { ...lease, mileage_per_year: km ?? 15_000 }, prices);
      const shown = runningCostLines(cost)
        .map((line) => /^([\d.]+) kr\.\/md\.$/.exec(line.value)?.[1])
        .filter((value) => value !== undefined)
        .map((value) => Number(value.replaceAll('.', '')));
      expect(shown.reduce((sum, value) => sum + value, 0)).toBe(cost.total);
    }
  });

  it('states the date the prices were saved', () => {
    const cost = runningCost(car({}), lease, { ...prices, asOf: '2027-02-03T09:15:00.000Z' });
    expect(runningCostHowTexts(cost).at(-1)).toMatch(/^Energipriser pr\. 3\. feb\. 2027,/);
  });
});
