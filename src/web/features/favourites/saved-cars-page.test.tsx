import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedListingToday } from '../../../domain/api/saved-listings-api';
import { serialiseCompareSelection } from '../../../domain/favourites/compare-selection';
import type { SavedCar } from '../../../domain/favourites/saved-car';
import { parseSavedCars, serialiseSavedCars } from '../../../domain/favourites/saved-cars';
import { fakeApi, jsonResponse, renderAdminPage, SLOW } from '../../test-support/render-admin-page';
import { SavedCarsPage } from './saved-cars-page';
import { testListing } from './test-listing';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const saved = (n: number, name: string, monthly: number): SavedCar => ({
  id: idOf(n),
  name,
  config: { km: 15000, mdr: 36, udb: 0 },
  savedAt: '2026-11-20T10:00:00.000Z',
  monthly,
  firstPayment: 0,
});
const offer = (n: number, monthly: number, km = 15000) =>
  testListing({
    id: idOf(n),
    monthly_price: monthly,
    first_payment: 0,
    selected_mileage: km,
    selected_term: 36,
    selected_deposit: 0,
  });

const cars = [saved(1, 'Kia Niro EV', 3295), saved(2, 'VW ID.4', 4995), saved(3, 'Skoda Enyaq', 4595)];
const today: SavedListingToday[] = [
  { id: idOf(1), listing: offer(1, 3095) },
  { id: idOf(2), listing: null },
  { id: idOf(3), listing: offer(3, 4795, 20000) },
];

function renderPage() {
  const sent = fakeApi(() => jsonResponse({ items: today }));
  renderAdminPage('/gemte-biler', { '/gemte-biler': SavedCarsPage, '/listings': () => null });
  return sent;
}

const item = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('/gemte-biler', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('leasingmatch:gemte-biler', serialiseSavedCars(cars));
  });

  it('asks once for every car at its configuration and says what changed since it was saved', async () => {
    const sent = renderPage();
    await screen.findByText('Faldet 200 kr./md. siden du gemte den', {}, SLOW);
    expect(sent).toHaveLength(1);
    expect(decodeURIComponent(sent[0]?.url ?? '')).toBe(
      `/api/saved-listings?cars=${idOf(1)}:15000:36:0,${idOf(2)}:15000:36:0,${idOf(3)}:15000:36:0`,
    );
    expect(within(item('Kia Niro EV')).getByText('3.095 kr./md.')).toBeTruthy();
    expect(within(item('VW ID.4')).getByText('Ikke længere til salg')).toBeTruthy();
    expect(
      within(item('Skoda Enyaq')).getByText(/findes ikke længere. Nærmeste: 20.000 km\/år, 36 mdr./),
    ).toBeTruthy();
    expect(within(item('VW ID.4')).queryByRole('checkbox')).toBeNull();
  });

  it('removes a car from the page and from the browser', async () => {
    renderPage();
    await screen.findByText('Ikke længere til salg', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Fjern VW ID.4 fra gemte biler' }));
    expect(screen.queryByRole('heading', { name: 'VW ID.4' })).toBeNull();
    expect(parseSavedCars(localStorage.getItem('leasingmatch:gemte-biler')).map((car) => car.id)).toEqual([
      idOf(1),
      idOf(3),
    ]);
  });

  it('links two chosen cars to /sammenlign and refuses a fifth', async () => {
    renderPage();
    await screen.findByText('Faldet 200 kr./md. siden du gemte den', {}, SLOW);
    expect(screen.queryByRole('link', { name: /Sammenlign/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sammenlign Kia Niro EV' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sammenlign Skoda Enyaq' }));
    expect(screen.getByRole('link', { name: 'Sammenlign (2)' }).getAttribute('href')).toBe(
      `/sammenlign?ids=${idOf(1)},${idOf(3)}&km=15000&mdr=36&udb=0`,
    );

    // Two more chosen on detail pages fill the selection.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sammenlign Skoda Enyaq' }));
    localStorage.setItem('leasingmatch:sammenlign', serialiseCompareSelection([1, 7, 8, 9].map(idOf)));
    window.dispatchEvent(new StorageEvent('storage', { key: 'leasingmatch:sammenlign' }));
    await screen.findByRole('link', { name: 'Sammenlign (4)' });
    const skoda = screen.getByRole('checkbox', { name: 'Sammenlign Skoda Enyaq' });
    await userEvent.click(skoda);
    expect(screen.getByRole('alert').textContent).toBe(
      'Du kan sammenligne højst 4 biler. Fjern en, før du tilføjer en ny.',
    );
    expect((skoda as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Sammenlign (4)' })).toBeTruthy();
  });

  it('says so when nothing is saved and links to the search', async () => {
    localStorage.clear();
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Søg biler' }).getAttribute('href')).toBe('/listings'),
    );
    expect(screen.getByText('Du har ingen gemte biler endnu')).toBeTruthy();
  });
});
