import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RunningCostListing, runningCost } from '../../../../domain/offers/running-cost';
import { RunningCostSection } from './running-cost-section';

const prices = { petrolPerLitre: 13.5, dieselPerLitre: 12.5, electricityPerKwh: 2.25, asOf: '2026-11-29' };
const petrol: RunningCostListing = {
  fuel_type: 'Petrol',
  consumption_l_100km: 5.2,
  consumption_kwh_100km: null,
  co2_tax_half_year: 1740,
  included_items: null,
};
const costAt = (listing: RunningCostListing, km: number) =>
  runningCost(listing, { mileage_per_year: km, period_months: 36, total: 138_015 }, prices);

const section = () => screen.getByRole('region', { name: 'Samlet månedlig biludgift' });
const row = (label: string) => {
  const term = within(section()).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
};

describe('RunningCostSection', () => {
  it('lists the lease, ejerafgift and fuel a month and their total, apart from the lease price', () => {
    render(<RunningCostSection cost={costAt(petrol, 15_000)} isUpdating={false} />);
    expect(row('Leasing inkl. udbetaling')).toBe('3.834 kr./md.');
    expect(row('Ejerafgift')).toBe('290 kr./md.');
    expect(row('Brændstof')).toBe('878 kr./md.');
    expect(row('I alt pr. md.')).toBe('5.002 kr./md.');
    expect(section().textContent).toContain('køre bilen 15.000 km/år: ejerafgift og brændstof');
    expect(within(section()).queryByText(/Uden /)).toBeNull();
  });

  it('shows the numbers used under "Sådan er det beregnet"', async () => {
    render(<RunningCostSection cost={costAt(petrol, 15_000)} isUpdating={false} />);
    const how = within(section()).getByText('Sådan er det beregnet');
    await userEvent.click(how);
    const items = within(section())
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replaceAll('\u00a0', ' '));
    expect(items).toContain('Benzin: 15.000 km/år ÷ 12 × 5,2 l/100 km × 13,50 kr./l = 878 kr./md.');
    expect(items).toContain('Ejerafgift: 1.740 kr. pr. halvår × 2 ÷ 12 = 290 kr./md.');
    expect(items.at(-1)).toMatch(/^Energipriser pr\. 29\. nov\. 2026, inkl\. moms\./);
  });

  it('follows a new km/år: the energy and total change, the lease and ejerafgift do not', () => {
    const { rerender } = render(<RunningCostSection cost={costAt(petrol, 15_000)} isUpdating={false} />);
    rerender(<RunningCostSection cost={costAt(petrol, 30_000)} isUpdating={false} />);
    expect(row('Brændstof')).toBe('1.755 kr./md.');
    expect(row('I alt pr. md.')).toBe('5.879 kr./md.');
    expect(section().textContent).toContain('køre bilen 30.000 km/år');
  });

  it('says what is missing instead of inventing it', () => {
    render(
      <RunningCostSection
        cost={costAt({ ...petrol, consumption_l_100km: null }, 15_000)}
        isUpdating={false}
      />,
    );
    expect(row('Brændstof')).toBe('Ikke oplyst');
    expect(row('I alt pr. md.')).toBe('4.124 kr./md.');
    expect(within(section()).getByText('Uden brændstof – forbruget er ikke oplyst.').tagName).toBe('DD');
  });
});
