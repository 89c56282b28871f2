import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminListingRow, AdminListingsPage } from '../../../../domain/admin/admin-listing-types';
import { adminListingsSearchSchema } from '../../../../domain/admin/admin-search-params';
import { notify } from '../../../components/ui/toast';
import {
  fakeApi,
  jsonResponse,
  renderWithQueryClient,
  type SentRequest,
  SLOW,
} from '../../../test-support/render-admin-page';
import { ListingsPage } from './listings-page';

/**
 * Issue 25 on /admin/listings: a listing without a retail price says why it has no LeaseScore, and
 * "select all" can take every listing matching the filter, not just the page — the bulk action then
 * sends the filter and the count the admin confirmed, never the ids.
 */

const SELLER = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0002';
const TOTAL = 134;

const row = (n: number, extra: Partial<AdminListingRow> = {}): AdminListingRow => ({
  id: `6c1f0a4e-0c1a-4b7a-9a51-${String(n).padStart(12, '0')}`,
  make: 'Skoda',
  model: 'Octavia',
  variant: `Style ${n}`,
  year: 2025,
  seller_id: SELLER,
  seller_name: 'Nordbil A/S',
  status: 'pending',
  body_type: 'Stationcar',
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  retail_price: 329_995,
  image: null,
  lowest_monthly_price: 3_499,
  offer_count: 2,
  best_lease_score: 71,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const PAGE: AdminListingsPage = {
  items: [
    row(1, { retail_price: null, best_lease_score: null, variant: 'Uden pris' }),
    ...Array.from({ length: 19 }, (_, index) => row(index + 2)),
  ],
  total: TOTAL,
  page: 1,
  limit: 20,
  page_count: 7,
};

let sent: SentRequest[] = [];
/** How many listings the fake list says match. */
let total = TOTAL;
const writes = () => sent.filter((request) => request.method === 'POST');

function renderListings(at: string) {
  sent = fakeApi(({ url, method, body }) => {
    if (url.startsWith('/api/admin/listings/reference')) {
      return jsonResponse({
        makes: [],
        sellers: [{ id: SELLER, name: 'Nordbil A/S', make_id: null }],
        body_types: [],
        fuel_types: [],
        transmissions: [],
        drive_types: [],
      });
    }
    if (method === 'POST' && url === '/api/admin/listings/bulk') {
      const { action } = body as { action: string };
      return jsonResponse({ action, count: TOTAL });
    }
    return jsonResponse({ ...PAGE, total });
  });
  const root = createRootRoute({ component: Outlet });
  const listings = createRoute({ getParentRoute: () => root, path: '/admin/listings', component: Outlet });
  const index = createRoute({
    getParentRoute: () => listings,
    path: '/',
    validateSearch: adminListingsSearchSchema.parse,
    component: ListingsPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([listings.addChildren([index])]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
  total = TOTAL;
});

describe('ListingsPage (issue 25)', () => {
  it('says beside a listing without a retail price why it has no LeaseScore', async () => {
    renderListings('/admin/listings');
    const table = await screen.findByRole('table', { name: 'Annoncer' }, SLOW);
    const unpriced = await within(table).findByRole('row', { name: /Uden pris/ }, SLOW);
    expect(within(unpriced).getByText('Ingen score')).toBeTruthy();
    const reason = within(unpriced).getAllByText('Vejledende pris mangler')[0] as HTMLElement;
    expect(reason.getAttribute('title')).toBe('LeaseScore kan ikke beregnes: bilens vejledende pris mangler');
    // A scored listing has its score and no reason.
    const priced = within(table).getByRole('row', { name: /Style 2\b/ });
    expect(within(priced).queryByText('Vejledende pris mangler')).toBeNull();
    expect(within(priced).getByText('71')).toBeTruthy();
  });

  it('offers every listing matching the filter once the page is selected, and acts on the filter', async () => {
    const done = vi.spyOn(notify, 'success');
    const user = renderListings(`/admin/listings?status=pending&seller_id=${SELLER}&page=2`);
    const first = await screen.findByRole('checkbox', { name: 'Vælg Skoda Octavia Style 2' }, SLOW);
    expect(screen.queryByRole('button', { name: /Vælg alle/ })).toBeNull();

    // One row ticked: no offer yet.
    await user.click(first);
    expect(screen.getByText('1 annonce valgt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Vælg alle/ })).toBeNull();

    // The whole page: Gmail's offer of every match.
    await user.click(screen.getByRole('checkbox', { name: 'Vælg alle annoncer på siden' }));
    expect(screen.getByText('20 annoncer valgt')).toBeTruthy();
    expect(screen.getByText(/Alle 20 annoncer på siden er valgt\./)).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: `Vælg alle ${TOTAL} annoncer, der matcher filteret` }),
    );
    expect(screen.getByText(`${TOTAL} annoncer valgt`)).toBeTruthy();
    expect(
      screen.getByText(`Alle ${TOTAL} annoncer, der matcher filteret, er valgt.`, { exact: false }),
    ).toBeTruthy();

    // The confirmation states the count; the request carries the filter (no page) and that count, no ids.
    await user.click(screen.getByRole('button', { name: 'Deaktivér' }));
    const dialog = screen.getByRole('dialog', { name: 'Deaktivér annoncer?' });
    expect(dialog.textContent).toContain(
      `Alle ${TOTAL} annoncer, der matcher filteret, bliver deaktiveret og fjernes fra siden med det samme.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivér' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      action: 'deactivate',
      filter: { status: 'pending', seller_id: SELLER },
      expected_count: TOTAL,
    });
    await waitFor(() => expect(done).toHaveBeenCalledWith(`${TOTAL} annoncer deaktiveret`));
    // Done: the selection is gone.
    await waitFor(() => expect(screen.queryByText(/annoncer valgt/)).toBeNull());
  });

  it('goes back to the page alone, and unticking a row gives up every match', async () => {
    const user = renderListings('/admin/listings');
    await screen.findByRole('checkbox', { name: 'Vælg Skoda Octavia Style 2' }, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Vælg alle annoncer på siden' }));
    // No filter set: every listing, said without "der matcher filteret".
    await user.click(screen.getByRole('button', { name: `Vælg alle ${TOTAL} annoncer` }));
    expect(screen.getByText(`Alle ${TOTAL} annoncer er valgt.`, { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vælg kun de 20 på siden' }));
    expect(screen.getByText('20 annoncer valgt')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Vælg alle ${TOTAL} annoncer` }));
    await user.click(screen.getByRole('checkbox', { name: 'Vælg Skoda Octavia Style 2' }));
    expect(screen.getByText('19 annoncer valgt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Vælg alle/ })).toBeNull();

    // A ticked selection still sends its ids.
    await user.click(screen.getByRole('button', { name: 'Aktivér' }));
    const dialog = screen.getByRole('dialog', { name: 'Aktivér annoncer?' });
    expect(dialog.textContent).toContain('19 annoncer bliver aktiveret');
    await user.click(within(dialog).getByRole('button', { name: 'Aktivér' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const body = writes()[0]?.body as { action: string; ids: string[]; filter?: unknown };
    expect(body.action).toBe('activate');
    expect(body.ids).toHaveLength(19);
    expect(body.filter).toBeUndefined();
  });

  it('does not offer more than one action may take, and says to narrow the filter', async () => {
    total = 4_210;
    const user = renderListings('/admin/listings?status=active');
    await screen.findByRole('checkbox', { name: 'Vælg Skoda Octavia Style 2' }, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Vælg alle annoncer på siden' }));
    expect(screen.queryByRole('button', { name: /Vælg alle/ })).toBeNull();
    expect(
      screen.getByText('Højst 1.000 annoncer ad gangen – afgræns filteret for at vælge flere.'),
    ).toBeTruthy();
  });
});
