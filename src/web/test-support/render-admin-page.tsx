import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureApiFetch } from '../lib/api-client';

/** For findBy/waitFor: the answers are faked, but a loaded machine renders slowly, later than findBy's 1 s. */
export const SLOW = { timeout: 5000 };

/**
 * A query client for one test: a refused fake answer shows at once (no retries). Data the test seeds
 * stays as seeded (never stale, so not fetched again on mount); without a seed, queries behave as in the app.
 */
export function testQueryClient(seed: ReadonlyArray<readonly [QueryKey, unknown]> = []): QueryClient {
  const staleTime = seed.length > 0 ? Infinity : 0;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime, retry: false } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

/** Renders `ui` with the query client its hooks need. */
export function renderWithQueryClient(ui: ReactElement, queryClient: QueryClient = testQueryClient()) {
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/**
 * Renders a page as the app's router would: `routes` maps each path (the page's own and those it
 * navigates to) to its component, and the memory history starts at `at`. Returns the router, whose
 * `state.location` says where the page went.
 */
export function renderAdminPage(
  at: string,
  routes: Record<string, RouteComponent>,
  queryClient: QueryClient = testQueryClient(),
) {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren(
      Object.entries(routes).map(([path, component]) =>
        createRoute({ getParentRoute: () => root, path, component }),
      ),
    ),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  renderWithQueryClient(<RouterProvider router={router} />, queryClient);
  return router;
}

/** The text a control's aria-describedby names: its field message and hint, as a screen reader hears them. */
export function describedText(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type SentRequest = { method: string; url: string; body: unknown };

/**
 * Answers the app's API calls with `answer` instead of the network, and records each request (its
 * JSON body parsed) in the returned list. tests/setup/dom-setup.ts puts the network back after each test.
 */
export function fakeApi(answer: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  configureApiFetch(async (url, init) => {
    const request = {
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}
