import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSavedCars, serialiseSavedCars } from '../../../domain/favourites/saved-cars';
import { renderAdminPage, SLOW } from '../../test-support/render-admin-page';
import { SaveCarButton } from '../listings/components/save-car-button';
import { SavedCarsLink } from './components/saved-cars-link';
import { savedCarOf } from './saved-car-of';
import { testListing } from './test-listing';

const KEY = 'leasingmatch:gemte-biler';
const kia = testListing({
  id: '00000000-0000-4000-8000-000000000001',
  make: 'Kia',
  model: 'Niro',
  variant: 'EV',
});
const vw = testListing({
  id: '00000000-0000-4000-8000-000000000002',
  make: 'VW',
  model: 'ID.4',
  variant: null,
});

function Page() {
  return (
    <>
      <SavedCarsLink />
      <SaveCarButton listing={kia} />
      <SaveCarButton listing={vw} />
    </>
  );
}

function PageWithToaster() {
  return (
    <>
      <Page />
      <Toaster />
    </>
  );
}

const heart = (name: string) => screen.getByRole('button', { name });

describe('the heart and the header count', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(KEY, serialiseSavedCars([savedCarOf(kia, new Date('2026-11-20T10:00:00Z'))]));
  });

  it('renders unsaved on the server, whatever the browser holds', () => {
    const html = renderToString(<SaveCarButton listing={kia} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Gem Kia Niro EV"');
  });

  it('shows the stored cars after hydration, toggles a car and counts it in the header', async () => {
    renderAdminPage('/', { '/': Page, '/gemte-biler': () => null });
    await waitFor(() => expect(heart('Gem Kia Niro EV').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('Gem VW ID.4').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Gemte biler (1)' }).getAttribute('href')).toBe('/gemte-biler');

    await userEvent.click(heart('Gem VW ID.4'));
    expect(heart('Gem VW ID.4').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Gemte biler (2)' })).toBeTruthy();
    const stored = parseSavedCars(localStorage.getItem(KEY));
    expect(stored.map((car) => car.id)).toEqual([vw.id, kia.id]);
    expect(stored[0]).toMatchObject({
      name: 'VW ID.4',
      config: { km: 15000, mdr: 36, udb: 29995 },
      monthly: 4500,
    });

    await userEvent.click(heart('Gem Kia Niro EV'));
    expect(heart('Gem Kia Niro EV').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Gemte biler (1)' })).toBeTruthy();
  });

  it("follows another tab's changes", async () => {
    renderAdminPage('/', { '/': Page, '/gemte-biler': () => null });
    await screen.findByRole('link', { name: 'Gemte biler (1)' });
    act(() => {
      localStorage.setItem(KEY, serialiseSavedCars([]));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(screen.getByRole('link', { name: 'Gemte biler' })).toBeTruthy();
    expect(heart('Gem Kia Niro EV').getAttribute('aria-pressed')).toBe('false');
  });

  it('says "Bilen er gemt" with a link to Gemte biler, and when a car is removed', async () => {
    renderAdminPage('/', { '/': PageWithToaster, '/gemte-biler': () => null });
    await userEvent.click(await screen.findByRole('button', { name: 'Gem VW ID.4' }, SLOW));
    await screen.findByText('Bilen er gemt', {}, SLOW);
    expect(screen.getByRole('link', { name: 'Se gemte biler' }).getAttribute('href')).toBe('/gemte-biler');
    await userEvent.click(heart('Gem VW ID.4'));
    await screen.findByText('Bilen er fjernet fra gemte biler', {}, SLOW);
  });
});
