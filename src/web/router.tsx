import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFoundScreen } from './components/errors/not-found-screen';
import { PageErrorScreen } from './components/errors/page-error-screen';
import { FullPageSpinner } from './components/ui/spinner';
import { routeTree } from './route-tree.gen';

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    // TanStack Query owns freshness: loaders always run and ensureQueryData decides whether to fetch.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 1_000,
    defaultPendingMinMs: 500,
    defaultPendingComponent: FullPageSpinner,
    defaultErrorComponent: PageErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    // Sets history.scrollRestoration = 'manual' and restores positions per history entry itself.
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
