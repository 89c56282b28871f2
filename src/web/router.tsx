import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundScreen } from './components/errors/not-found-screen';
import { RouteErrorScreen } from './components/errors/route-error-screen';
import { FullPageSpinner } from './components/ui/spinner';
import type { EnquirySent } from './features/enquiry/enquiry-sent';
import type { RequestedConfig } from './features/listing-detail/lib/detail-search';
import { stringifySearch } from './features/listings-search/url/stringify-search';
import { recordHistoryAction } from './lib/navigation-state';
import { routeTree } from './route-tree.gen';

export type RouterContext = { queryClient: QueryClient };

/**
 * Spec §9 router settings; ADR 007 and 009 say why each is what it is. `server` is the server-side
 * renderer's (ADR 013): a memory history of the requested URL, and no inline scroll-restoration
 * script in the HTML (our Content-Security-Policy blocks inline scripts; the browser's router
 * restores scroll positions once it runs).
 */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory }) {
  const router = createRouter({
    routeTree,
    ...(server ? { history: server.history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    // TanStack Query owns freshness (fresh 5 min); the router's own cache settings only matter for
    // loaders that return data: kept 5 min, a preloaded match reused for 30 s.
    defaultPreloadStaleTime: 30_000,
    defaultGcTime: 5 * 60_000,
    defaultPreloadGcTime: 5 * 60_000,
    defaultPendingMs: 1_000,
    defaultPendingMinMs: 500,
    defaultPendingComponent: FullPageSpinner,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    // Sets history.scrollRestoration = 'manual' and restores positions per history entry itself;
    // pages whose content arrives late finish the job with useRestoreScrollWhenReady.
    scrollRestoration: !server,
    // Lists as repeated keys (makes=Toyota&makes=Audi), not JSON; the default parseSearch reads them back.
    stringifySearch,
  });
  router.history.subscribe(({ action }) => recordHistoryAction(action));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** A link to every car ("Se alle biler", a count of all): /listings must not continue the saved search. */
    freshSearch?: boolean;
    /** /listings continued the visitor's saved search: the page says so. */
    restoredSearch?: boolean;
    /** /listing/$id: what the address asked for before it was set to the offer shown (its notices). */
    adjustedFrom?: RequestedConfig;
    /** /henvendelse-sendt: the enquiry just sent (the server's confirmation and the offer, no personal data). */
    enquirySent?: EnquirySent;
  }
}
