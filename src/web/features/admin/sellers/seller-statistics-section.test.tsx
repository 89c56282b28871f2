import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NO_COUNTS,
  type SellerStatistics,
  withEnquiryRate,
} from '../../../../domain/sellers/seller-statistics';
import { SellerStatisticsView } from './seller-statistics-section';

const LISTING = '11111111-1111-4111-8111-111111111111';

const statistics: SellerStatistics = {
  period: { from: '2026-11-01', to: '2026-11-03', days: 3 },
  sellerName: 'Bilhuset Nord',
  totals: withEnquiryRate({ impressions: 1250, detailViews: 40, outboundClicks: 7, enquiries: 3 }),
  daily: [
    { day: '2026-11-01', ...NO_COUNTS },
    { day: '2026-11-02', impressions: 1250, detailViews: 40, outboundClicks: 7, enquiries: 2 },
    { day: '2026-11-03', ...NO_COUNTS, enquiries: 1 },
  ],
  listings: [
    {
      listingId: LISTING,
      title: 'Toyota Corolla Active',
      ...withEnquiryRate({ impressions: 1250, detailViews: 40, outboundClicks: 7, enquiries: 2 }),
    },
    { listingId: null, title: 'Slettede annoncer', ...withEnquiryRate({ ...NO_COUNTS, enquiries: 1 }) },
  ],
};

async function renderView(value: SellerStatistics) {
  const rootRoute = createRootRoute({ component: () => <SellerStatisticsView statistics={value} /> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/' })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('table');
}

/** A total as shown: the value after its label in the figures' list (the table and legend repeat the labels). */
function figure(label: string) {
  const figures = document.querySelector('dl') as HTMLElement;
  return within(figures).getByText(label).nextElementSibling?.textContent;
}

describe('the seller statistics view', () => {
  it('shows the totals in Danish number formats, with the enquiry rate per detail view', async () => {
    await renderView(statistics);
    expect(figure('Visninger')).toBe('1.250');
    expect(figure('Detaljevisninger')).toBe('40');
    expect(figure('Klik til forhandler')).toBe('7');
    expect(figure('Henvendelser')).toBe('3');
    expect(figure('Henvendelsesrate')).toBe('7,5 %');
    expect(screen.getByRole('figure', { name: /pr\. dag/ })).toBeTruthy();
  });

  it('lists each listing with a link to it, and deleted listings on one row without a rate', async () => {
    const table = await renderView(statistics);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Toyota Corolla Active', '1.250', '40', '7', '2', '5,0 %'],
      ['Slettede annoncer', '0', '0', '0', '1', '–'],
    ]);
    expect(within(table).getByRole('link', { name: 'Toyota Corolla Active' }).getAttribute('href')).toBe(
      `/admin/listings/edit/${LISTING}`,
    );
  });

  it('says so when nothing happened in the period', async () => {
    const table = await renderView({ ...statistics, totals: withEnquiryRate(NO_COUNTS), listings: [] });
    expect(within(table).getByText('Ingen visninger eller henvendelser i perioden.')).toBeTruthy();
    expect(figure('Henvendelsesrate')).toBe('–');
  });
});
