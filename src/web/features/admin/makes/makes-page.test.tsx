import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makesSearchSchema } from '../../../../domain/catalog/makes-search-params';
import { fakeApi, jsonResponse, renderWithQueryClient, SLOW } from '../../../test-support/render-admin-page';
import { catalogMake, catalogModel } from './make-test-data';
import { MakesPage } from './makes-page';

const MAKES = [
  catalogMake(
    'Kia',
    [
      catalogModel('ev3', 'EV3', 2, { aliases: ['EV 3'], default_body_type: 'SUV', default_seats: 5 }),
      catalogModel('picanto', 'Picanto', 7),
    ],
    { aliases: ['KIA Motors'] },
  ),
  catalogMake('Audi', [catalogModel('a1', 'A1', 1)]),
  catalogMake('Zeekr'),
];

beforeEach(() => {
  localStorage.clear();
  fakeApi(() => jsonResponse({ makes: MAKES }));
});

function renderMakes(at: string) {
  const rootRoute = createRootRoute();
  const makesRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/makes',
    validateSearch: makesSearchSchema,
    component: MakesPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([makesRoute]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);

describe('makes page, table view', () => {
  it('switches from the cards to "Tabel" in the URL and opens a make for its models', async () => {
    const { router, user } = renderMakes('/admin/makes');
    await screen.findByRole('heading', { level: 2, name: 'Kia' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Tabel' }));
    expect(router.state.location.search).toEqual({ view: 'table' });
    const table = await screen.findByRole('table', { name: 'Mærker og modeller' });
    expect(rowNames(table)).toEqual(['Audi', 'Kia', 'Zeekr']);
    expect(within(table).getByText('Ingen modeller endnu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis modeller under Zeekr' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Vis modeller under Kia' }));
    expect(
      screen.getByRole('button', { name: 'Skjul modeller under Kia' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(rowNames(table)).toEqual(['Audi', 'Kia', 'EV3', 'Picanto', 'Zeekr']);
  });

  it('sorts makes and their models by listings through the URL', async () => {
    const { router, user } = renderMakes('/admin/makes?view=table&search=i');
    const table = await screen.findByRole('table', { name: 'Mærker og modeller' }, SLOW);
    // A search opens every make it shows, so the models found are in view.
    expect(rowNames(table)).toEqual(['Audi', 'A1', 'Kia', 'EV3', 'Picanto']);
    await user.click(within(table).getByRole('button', { name: /Annoncer/ }));
    expect(router.state.location.search).toMatchObject({ view: 'table', search: 'i', sort: '-listings' });
    expect(rowNames(table)).toEqual(['Kia', 'Picanto', 'EV3', 'Audi', 'A1']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Annoncer/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it("opens the cards' own dialogs from a make's and a model's row", async () => {
    const { user } = renderMakes('/admin/makes?view=table&search=EV');
    await screen.findByRole('table', { name: 'Mærker og modeller' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Rediger modellen Kia EV3' }));
    const edit = screen.getByRole('dialog', { name: 'Rediger modellen Kia EV3' });
    expect(within(edit).getByLabelText('Aliaser')).toHaveProperty('value', 'EV 3');
    await user.click(within(edit).getByRole('button', { name: 'Annuller' }));
    await user.click(screen.getByRole('button', { name: 'Læg modellen Kia EV3 sammen med en anden' }));
    // The merge offers every other model of the make, also those the search hides.
    const merge = screen.getByRole('dialog', { name: 'Læg Kia EV3 sammen med en anden model' });
    const targets = within(merge).getByLabelText('Læg sammen med modellen');
    expect(
      within(targets)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vælg model', 'Picanto']);
    await user.click(within(merge).getByRole('button', { name: 'Annuller' }));
    await user.click(screen.getByRole('button', { name: 'Tilføj model under Kia' }));
    expect(screen.getByRole('dialog', { name: 'Tilføj model under Kia' })).toBeTruthy();
  });
});
