import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CatchBoundary, ErrorComponent, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { RenderedHostContext } from './components/layout/rendered-host';
import { AnalyticsProvider } from './features/analytics/wiring/analytics-provider';
import { createErrorCode } from './lib/error-code';
import { logError } from './lib/log-error';
import { type RenderedViewport, RenderedViewportContext } from './lib/media-query';
import type { createAppRouter } from './router';

type AppProps = {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** The host name the server rendered the page for (hydration only; see rendered-host.ts). */
  renderedHost?: string | undefined;
  /** The layout the server rendered for (hydration only; see media-query.ts). */
  renderedViewport?: RenderedViewport | undefined;
  /** Taking over server HTML: readiness is marked once every control is hydrated (hydrate-server-html). */
  hydrating?: boolean;
};

/**
 * `<html data-app-ready>` once the app has rendered or taken over the server's HTML: from then on
 * its buttons and links respond (browser tests wait for it after loading a page).
 */
export function markAppReady(): void {
  document.documentElement.setAttribute('data-app-ready', '');
}

// Always rendered (enabled or not), so the tree and its useId values match the server's.
function MarkAppReady({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (enabled) markAppReady();
  }, [enabled]);
  return null;
}

/** The whole app, the same tree in the browser (main.tsx) and on the server (entry-server.tsx). */
export function App({ router, queryClient, renderedHost, renderedViewport, hydrating = false }: AppProps) {
  return (
    <StrictMode>
      <MarkAppReady enabled={!hydrating} />
      {/* Last resort if the router itself cannot render: the router's default error view (ADR 009). */}
      <CatchBoundary
        getResetKey={() => 'app'}
        errorComponent={ErrorComponent}
        onCatch={(error) => logError(error, createErrorCode(), 'app')}
      >
        <RenderedHostContext value={renderedHost}>
          <RenderedViewportContext value={renderedViewport ?? 'narrow'}>
            <QueryClientProvider client={queryClient}>
              <AnalyticsProvider router={router}>
                <RouterProvider router={router} />
              </AnalyticsProvider>
            </QueryClientProvider>
          </RenderedViewportContext>
        </RenderedHostContext>
      </CatchBoundary>
    </StrictMode>
  );
}
