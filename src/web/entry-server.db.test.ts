import { afterEach, describe, expect, it } from 'vitest';
import { setupApiWithCatalog } from '../../tests/helpers/api-test-context';

/**
 * The server renders every page with a query client of its own. Each query's garbage-collection
 * timer (gcTime, 20 minutes) would keep that client, its router and its data alive for as long, so
 * under load the server's memory grew for the whole soak (issue 8): after rendering, no such timer
 * may be left behind.
 */
const LONG_TIMER_MS = 60_000;
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const pendingLongTimers = new Set<unknown>();

function trackLongTimers() {
  globalThis.setTimeout = ((handler: () => void, delay?: number, ...args: unknown[]) => {
    const timer = realSetTimeout(
      () => {
        pendingLongTimers.delete(timer);
        handler();
      },
      delay,
      ...args,
    );
    if ((delay ?? 0) >= LONG_TIMER_MS) pendingLongTimers.add(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
    pendingLongTimers.delete(timer);
    realClearTimeout(timer);
  }) as typeof clearTimeout;
}

afterEach(() => {
  globalThis.setTimeout = realSetTimeout;
  globalThis.clearTimeout = realClearTimeout;
  for (const timer of pendingLongTimers) realClearTimeout(timer as ReturnType<typeof setTimeout>);
  pendingLongTimers.clear();
});

const context = setupApiWithCatalog(() => [
  { make: 'Volkswagen', model: 'ID.4' },
  { make: 'Toyota', model: 'Aygo X' },
]);

describe('server-side render', () => {
  it('leaves no query garbage-collection timer behind once a page is rendered', async () => {
    trackLongTimers();
    const { render } = await import('./entry-server');
    const result = await render({
      url: '/listings?makes=Toyota',
      host: 'localhost',
      viewport: 'wide',
      config: { productionHosts: [], contactEmail: 'kontakt@leasingmatch.dk', firstPartyEnabled: false },
      fetch: async (path, init) => context.app.request(path, init),
      timeoutMs: 5_000,
    });
    // The page was rendered from its queries (the search and the filters) …
    expect(result?.html).toContain('Aygo X');
    // … and their clean-up timers went with the request.
    expect(pendingLongTimers.size).toBe(0);
  });

  it("renders an unknown listing's not-found screen with the 404 the browser hydrates from", async () => {
    const { render } = await import('./entry-server');
    const id = '00000000-0000-4000-8000-000000000000';
    const result = await render({
      url: `/listing/${id}`,
      host: 'localhost',
      viewport: 'wide',
      config: { productionHosts: [], contactEmail: 'kontakt@leasingmatch.dk', firstPartyEnabled: false },
      fetch: async (path, init) => context.app.request(path, init),
      timeoutMs: 5_000,
    });
    expect(result?.html).toContain('Annonce kunne ikke indlæses');
    const detail = result?.state.queries.queries.find((query) => query.queryKey.includes(id));
    expect(detail?.state.status).toBe('error');
    expect(JSON.parse(JSON.stringify(detail?.state.error))).toMatchObject({ status: 404 });
  });
});
