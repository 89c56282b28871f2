import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { catchDownloads, csvLines } from '../../../../test-support/catch-downloads';
import { renderWithQueryClient, SLOW } from '../../../../test-support/render-admin-page';
import { ExtractedCarsTable } from './extracted-cars-table';

const offer = (monthly_price: number, mileage_per_year = 15_000) => ({
  mileage_per_year,
  period_months: 36,
  first_payment: 4995,
  monthly_price,
});

const car = (
  make: string,
  model: string,
  variant: string,
  prices: number[],
  checks?: ExtractedCar['checks'],
): ExtractedCar => ({
  make,
  model,
  variant,
  horsepower: 150,
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  offers: prices.map((price, index) => offer(price, 10_000 + index * 5000)),
  ...(checks ? { checks } : {}),
});

const TOTAL_DETAIL = 'Totalprisen 160.000 kr. passer ikke med 4.995 kr. + 36 × 4.195 kr. (side 2, linje 14)';

// In the price list's order, which is neither by name nor by price; the Picanto was not checked.
const CARS: ExtractedCar[] = [
  car(
    'Skoda',
    'Octavia',
    'Combi 1.5 e-TSI Selection DSG',
    [3295, 3595],
    [
      { check: 'total_agrees', passed: true },
      { check: 'price_rises_with_mileage', passed: true },
    ],
  ),
  car('Kia', 'Picanto', '1.0 Active', [1999]),
  car(
    'Skoda',
    'Elroq',
    '85 Advance',
    [4195, 4495, 4795],
    [
      { check: 'terms_stated', passed: true },
      { check: 'total_agrees', passed: false, detail: TOTAL_DETAIL },
      { check: 'price_falls_with_first_payment', passed: false, detail: 'side 2, linje 16' },
    ],
  ),
];

/** The cars' names as the table shows them, top to bottom. */
const namesInTable = () =>
  within(screen.getByRole('table', { name: 'Fundne biler' }))
    .getAllByRole('button', { name: /^Vis tilbud for / })
    .map((button) => button.getAttribute('aria-label')?.replace('Vis tilbud for ', ''));

function renderTable() {
  renderWithQueryClient(<ExtractedCarsTable cars={CARS} />);
  return userEvent.setup();
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the extracted cars table', () => {
  it('keeps the price list order until a column is sorted, in the browser, both ways', async () => {
    const user = renderTable();
    const table = screen.getByRole('table', { name: 'Fundne biler' });
    expect(namesInTable()).toEqual([
      'Skoda Octavia Combi 1.5 e-TSI Selection DSG',
      'Kia Picanto 1.0 Active',
      'Skoda Elroq 85 Advance',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Laveste ydelse' }));
    expect(namesInTable()).toEqual([
      'Kia Picanto 1.0 Active',
      'Skoda Octavia Combi 1.5 e-TSI Selection DSG',
      'Skoda Elroq 85 Advance',
    ]);
    expect(
      within(table).getByRole('columnheader', { name: 'Laveste ydelse' }).getAttribute('aria-sort'),
    ).toBe('ascending');
    await user.click(within(table).getByRole('button', { name: 'Laveste ydelse' }));
    expect(namesInTable()[0]).toBe('Skoda Elroq 85 Advance');

    await user.click(within(table).getByRole('button', { name: 'Bil' }));
    expect(namesInTable()).toEqual([
      'Kia Picanto 1.0 Active',
      'Skoda Elroq 85 Advance',
      'Skoda Octavia Combi 1.5 e-TSI Selection DSG',
    ]);
  });

  it('finds cars by make, model or variant and says how many of all are shown', async () => {
    const user = renderTable();
    await user.type(screen.getByLabelText('Søg i fundne biler'), 'skoda');
    await waitFor(() => expect(namesInTable()).toHaveLength(2), SLOW);
    expect(screen.getByText('2 af 3 biler')).toBeTruthy();

    await user.clear(screen.getByLabelText('Søg i fundne biler'));
    await user.type(screen.getByLabelText('Søg i fundne biler'), 'elroq advance');
    await waitFor(() => expect(namesInTable()).toEqual(['Skoda Elroq 85 Advance']), SLOW);
    expect(screen.getByText('1 af 3 biler')).toBeTruthy();

    await user.clear(screen.getByLabelText('Søg i fundne biler'));
    await user.type(screen.getByLabelText('Søg i fundne biler'), 'Tesla');
    expect(await screen.findByText('Ingen biler matcher søgningen.', undefined, SLOW)).toBeTruthy();
  });

  it('opens a car for its offers, still open after a new order', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Vis tilbud for Skoda Elroq 85 Advance' }));
    const offers = screen.getByRole('table', { name: 'Tilbud for Skoda Elroq 85 Advance' });
    expect(within(offers).getAllByRole('row')).toHaveLength(4);
    expect(within(offers).getByText('4.795 kr./md.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Skjul tilbud for Skoda Elroq 85 Advance' });
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Bil' }));
    expect(screen.getByRole('table', { name: 'Tilbud for Skoda Elroq 85 Advance' })).toBeTruthy();
    await user.click(button);
    expect(screen.queryByRole('table', { name: /^Tilbud for/ })).toBeNull();
  });

  it('exports the cars in view, searched and sorted, a line each', async () => {
    const files = catchDownloads();
    const user = renderTable();
    await user.type(screen.getByLabelText('Søg i fundne biler'), 'Skoda');
    await waitFor(() => expect(namesInTable()).toHaveLength(2), SLOW);
    await user.click(screen.getByRole('button', { name: 'Laveste ydelse' }));
    await user.click(screen.getByRole('button', { name: 'Laveste ydelse' }));

    await user.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^fundne-biler-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await csvLines(files[0])).toEqual([
      '"Mærke";"Model";"Variant";"HK";"Drivmiddel";"Gear";"Tilbud";"Laveste ydelse (kr./md.)";"Kilde";"Kontrol"',
      '"Skoda";"Elroq";"85 Advance";150;"Benzin";"Automatisk";3;4195;;"Total stemmer ikke, Pris falder ikke med udbetaling"',
      '"Skoda";"Octavia";"Combi 1.5 e-TSI Selection DSG";150;"Benzin";"Automatisk";2;3295;;"OK"',
    ]);
  });

  it("shows each car's checks as badges, a held car's reasons under its name, and sorts the held first", async () => {
    const user = renderTable();
    const table = screen.getByRole('table', { name: 'Fundne biler' });
    const row = (name: string) =>
      within(table)
        .getByRole('button', { name: `Vis tilbud for ${name}` })
        .closest('tr') as HTMLElement;
    const badges = (name: string) =>
      within(row(name))
        .getAllByRole('list', { name: 'Kontrol af aflæsningen' })
        .slice(0, 1)
        .flatMap((list) => within(list).getAllByRole('listitem'))
        .map((item) => [item.firstElementChild?.getAttribute('data-tone'), item.textContent]);

    expect(badges('Skoda Elroq 85 Advance')).toEqual([
      ['failed', 'Fejlet kontrol: Total stemmer ikke'],
      ['warning', 'Advarsel: Pris falder ikke med udbetaling'],
      ['passed', 'Bestået: Km, løbetid og udbetaling fra listen'],
    ]);
    expect(badges('Skoda Octavia Combi 1.5 e-TSI Selection DSG')).toEqual([
      ['passed', 'Bestået: Total stemmer'],
      ['passed', 'Bestået: Pris stiger med km'],
    ]);
    expect(
      within(row('Kia Picanto 1.0 Active')).queryByRole('list', { name: 'Kontrol af aflæsningen' }),
    ).toBeNull();
    const held = within(row('Skoda Elroq 85 Advance')).getByTestId('needs-review');
    expect(held.textContent).toContain('Kræver kontrol');
    expect(held.textContent).toContain(`Total stemmer ikke: ${TOTAL_DETAIL}`);
    expect(
      within(row('Skoda Octavia Combi 1.5 e-TSI Selection DSG')).queryByTestId('needs-review'),
    ).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Kontrol' }));
    expect(namesInTable()).toEqual([
      'Skoda Elroq 85 Advance',
      'Skoda Octavia Combi 1.5 e-TSI Selection DSG',
      'Kia Picanto 1.0 Active',
    ]);
  });
});
