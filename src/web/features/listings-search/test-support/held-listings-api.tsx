import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeApi, jsonResponse, SLOW, testQueryClient } from '../../../test-support/render-admin-page';

type Held = { query: URLSearchParams; settle: (response: Response) => void; settled: boolean };
type Match = (query: URLSearchParams) => boolean;

/**
 * A slow network for /api/listings: every request waits until the test answers it, so a test sees the
 * page while results (or counts) are still on their way, with no timers.
 */
export function heldListingsApi() {
  const held: Held[] = [];
  fakeApi(
    ({ url }) =>
      new Promise<Response>((resolve) => {
        held.push({ query: new URL(url, 'http://test').searchParams, settle: resolve, settled: false });
      }),
  );
  const waitForRequest = async (match: Match): Promise<Held[]> => {
    let waiting: Held[] = [];
    await waitFor(() => {
      waiting = held.filter((request) => !request.settled && match(request.query));
      if (waiting.length === 0) throw new Error('no such request yet');
    }, SLOW);
    return waiting;
  };
  const settle = async (match: Match, response: () => Response) => {
    for (const request of await waitForRequest(match)) {
      request.settled = true;
      request.settle(response());
    }
  };
  return {
    waitForRequest,
    /** Answers the waiting requests that `match` picks with `total` results. */
    answer: (match: Match, total: number) =>
      settle(match, () => jsonResponse({ items: [], total, page: 1, limit: 24 })),
    fail: (match: Match) => settle(match, () => jsonResponse({ error: 'Serverfejl' }, 500)),
  };
}

/** Renders with a query client of its own whose queries fetch as in the app; rerender keeps it. */
export function renderWithFreshQueries(ui: ReactElement) {
  const client = testQueryClient();
  return render(ui, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
}
