import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makesSearchSchema } from '../../../../domain/catalog/makes-search-params';
import { notify } from '../../../components/ui/toast';
import {
  fakeApi,
  jsonResponse,
  renderWithQueryClient,
  type SentRequest,
  SLOW,
} from '../../../test-support/render-admin-page';
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

describe('makes page, deleting a model (issue 25)', () => {
  const UNUSED = catalogModel('ev9', 'EV9', 0, { aliases: ['EV 9'] });
  const KIA = MAKES[0] as (typeof MAKES)[number];
  let sent: SentRequest[] = [];
  let deleted = false;

  beforeEach(() => {
    deleted = false;
    sent = fakeApi(({ method, url }) => {
      if (method === 'DELETE' && url === '/api/admin/makes/models/ev9') {
        deleted = true;
        return jsonResponse({ id: 'ev9', name: 'Kia EV9' });
      }
      const models = deleted ? KIA.models : [...KIA.models, UNUSED];
      return jsonResponse({ makes: [{ ...KIA, models }, ...MAKES.slice(1)] });
    });
  });

  it('deletes a model without listings after a confirmation, on a card', async () => {
    const done = vi.spyOn(notify, 'success');
    const { user } = renderMakes('/admin/makes');
    const button = await screen.findByRole('button', { name: 'Slet modellen Kia EV9' }, SLOW);
    expect(button.getAttribute('title')).toBe('Slet modellen');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Slet modellen Kia EV9?' });
    expect(dialog.textContent).toContain(
      'Ingen annoncer bruger modellen. Den slettes med sine aliaser (EV 9)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Slet model' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('Modellen Kia EV9 er slettet'));
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/api/admin/makes/models/ev9',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Slet modellen Kia EV9' })).toBeNull());
  });

  it('says on the button of a model with listings why it cannot be deleted, and offers the merge', async () => {
    const { user } = renderMakes('/admin/makes');
    const button = await screen.findByRole('button', { name: 'Slet modellen Kia Picanto' }, SLOW);
    const reason =
      'Kan ikke slettes: 7 annoncer bruger modellen. Læg den sammen med en anden model, så flyttes de med.';
    expect(button.getAttribute('title')).toBe(reason);
    // Screen readers hear the reason with the button (its description), not only a mouse's tooltip.
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Slet modellen Audi A1' }).getAttribute('title')).toBe(
      'Kan ikke slettes: Én annonce bruger modellen. Læg den sammen med en anden model, så flyttes den med.',
    );

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Kia Picanto kan ikke slettes' });
    expect(dialog.textContent).toContain(
      '7 annoncer bruger modellen. Læg den sammen med en anden model, så flyttes de med.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Slet model' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Læg sammen med en anden model' }));
    expect(screen.getByRole('dialog', { name: 'Læg Kia Picanto sammen med en anden model' })).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('offers the same delete in the table view', async () => {
    const { user } = renderMakes('/admin/makes?view=table&search=EV9');
    const table = await screen.findByRole('table', { name: 'Mærker og modeller' }, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Slet modellen Kia EV9' }));
    expect(screen.getByRole('dialog', { name: 'Slet modellen Kia EV9?' })).toBeTruthy();
  });
});
