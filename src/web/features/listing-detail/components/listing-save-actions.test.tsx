import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  parseCompareSelection,
  serialiseCompareSelection,
} from '../../../../domain/favourites/compare-selection';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testListing } from '../../favourites/test-listing';
import { ListingSaveActions } from './listing-save-actions';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const listing = testListing({
  id: idOf(1),
  make: 'Kia',
  model: 'Niro',
  variant: 'EV',
  selected_deposit: 4995,
});
const KEY = 'leasingmatch:sammenlign';

const renderActions = () =>
  renderAdminPage('/listing', { '/listing': () => <ListingSaveActions listing={listing} /> });

describe('the detail page’s compare toggle', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(KEY, serialiseCompareSelection([idOf(2)]));
  });

  it('adds the car, then links the selection to /sammenlign at the configuration chosen here', async () => {
    renderActions();
    const toggle = await screen.findByRole('button', { name: 'Tilføj til sammenligning' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: /Sammenlign/ })).toBeNull();
    await userEvent.click(toggle);
    const remove = screen.getByRole('button', { name: 'Fjern fra sammenligning' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sammenlign (2)' }).getAttribute('href')).toBe(
      `/sammenlign?ids=${idOf(2)},${idOf(1)}&km=15000&mdr=36&udb=4995`,
    );
    await userEvent.click(remove);
    expect(parseCompareSelection(localStorage.getItem(KEY))).toEqual([idOf(2)]);
  });

  it('refuses a fifth car in Danish', async () => {
    localStorage.setItem(KEY, serialiseCompareSelection([2, 3, 4, 5].map(idOf)));
    renderActions();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sammenlign (4)' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Tilføj til sammenligning' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Du kan sammenligne højst 4 biler. Fjern en, før du tilføjer en ny.',
    );
    expect(parseCompareSelection(localStorage.getItem(KEY))).toHaveLength(4);
  });
});
