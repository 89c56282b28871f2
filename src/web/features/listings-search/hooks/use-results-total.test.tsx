import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type ListingSearchParams,
  parseListingSearch,
} from '../../../../domain/listings/listing-search-params';
import { SLOW } from '../../../test-support/render-admin-page';
import { ResultsToolbar } from '../components/results-toolbar';
import { heldListingsApi, renderWithFreshQueries } from '../test-support/held-listings-api';
import { useResultsTotal } from './use-results-total';

function Heading({ search }: { search: ListingSearchParams }) {
  const { total, failed } = useResultsTotal(search);
  return (
    <ResultsToolbar
      total={total}
      failed={failed}
      sort={search.sort}
      view={search.view}
      onSortChange={vi.fn()}
      onViewChange={vi.fn()}
    />
  );
}

const ALL = parseListingSearch({});
const heading = () => screen.getByRole('heading', { level: 2 });

// Issue 27: "on a slow network, choosing Diesel keeps '158 tilbud fundet' beside the Diesel chip".
const cases: { change: string; search: ListingSearchParams; whileLoading: string; total: number }[] = [
  {
    change: 'Diesel chosen: new filters',
    search: { ...ALL, fuel_type: ['diesel'] },
    whileLoading: 'Henter tilbud…',
    total: 11,
  },
  {
    change: 'a price cap set: new filters',
    search: { ...ALL, price_max: 3000 },
    whileLoading: 'Henter tilbud…',
    total: 40,
  },
  {
    change: 'page 2 of the same filters',
    search: { ...ALL, page: 2 },
    whileLoading: '158 tilbud fundet',
    total: 158,
  },
  {
    change: 'another order of the same filters',
    search: { ...ALL, sort: 'asc' },
    whileLoading: '158 tilbud fundet',
    total: 158,
  },
];

describe('useResultsTotal: "{n} tilbud fundet" while new results load', () => {
  it.each(cases)('$change: $whileLoading until they arrive', async ({ search, whileLoading, total }) => {
    const api = heldListingsApi();
    const { rerender } = renderWithFreshQueries(<Heading search={ALL} />);
    await api.answer((query) => query.toString() === '', 158);
    await waitFor(() => expect(heading().textContent).toBe('158 tilbud fundet'), SLOW);

    rerender(<Heading search={search} />);
    await api.waitForRequest((query) => query.toString() !== '');
    expect(heading().textContent).toBe(whileLoading);

    await api.answer((query) => query.toString() !== '', total);
    await waitFor(() => expect(heading().textContent).toBe(`${total} tilbud fundet`), SLOW);
  });

  it('says the search failed rather than loading or an old count', async () => {
    const api = heldListingsApi();
    const { rerender } = renderWithFreshQueries(<Heading search={ALL} />);
    await api.answer((query) => query.toString() === '', 158);
    await waitFor(() => expect(heading().textContent).toBe('158 tilbud fundet'), SLOW);
    rerender(<Heading search={{ ...ALL, fuel_type: ['diesel'] }} />);
    await api.fail((query) => query.has('fuel_type'));
    await waitFor(() => expect(heading().textContent).toBe('Tilbud kunne ikke hentes'), SLOW);
  });
});
