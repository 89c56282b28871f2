import { dehydrate, type Query } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { configureApiFetch, isNotFoundAnswer } from './lib/api-client';
import { type AppConfig, provideAppConfig } from './lib/app-config';
import type { RenderedViewport } from './lib/media-query';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import type { SsrState } from './ssr/ssr-state';
import { whenQueriesSettle } from './ssr/when-queries-settle';

/**
 * Server-side rendering of one page (ADR 013). Built by `vite build --ssr` into dist/web-ssr and
 * loaded by the server (src/server/web-app-ssr.ts), which never imports src/web itself.
 */
export type RenderInput = {
  /** Path and query of the request, e.g. `/listings?makes=Audi`. */
  url: string;
  /** Host name of the request (the staging banner). */
  host: string;
  /** 'narrow' unless the user agent says desktop: the layout media queries render for. */
  viewport: RenderedViewport;
  /** The client config the server also puts into index.html. */
  config: AppConfig;
  /** Answers `/api/…` requests; the same function on every call. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** How long the page's data may take before the page is left to the browser. */
  timeoutMs: number;
};

const answeredNotFound = (query: Query) =>
  query.state.status === 'error' && isNotFoundAnswer(query.state.error);

export type RenderResult = { html: string; state: SsrState };

/**
 * The HTML of #root and the query cache it was rendered from, or undefined when the page is better
 * left to the browser: a redirect, a status other than 200, data that failed or did not arrive in time.
 */
export async function render(input: RenderInput): Promise<RenderResult | undefined> {
  configureApiFetch(input.fetch);
  provideAppConfig(input.config);
  const queryClient = createQueryClient();
  try {
    return await renderWith(queryClient, input);
  } finally {
    // Each query's garbage-collection timer (gcTime, 20 min) would keep this request's client, router
    // and data alive that long: under load the server's memory grew for the whole soak.
    queryClient.clear();
  }
}

async function renderWith(
  queryClient: ReturnType<typeof createQueryClient>,
  input: RenderInput,
): Promise<RenderResult | undefined> {
  const defaults = queryClient.getDefaultOptions();
  // A failure renders nothing here (the browser retries), so do not wait for retries.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [input.url] }),
  });

  await router.load();
  // A redirect leaves the location unresolved; a not-found or failed route is not 'success'.
  const resolved = router.state.resolvedLocation;
  if (!resolved || resolved.href !== router.state.location.href) return undefined;
  // A route's own not-found screen (an unknown listing) is rendered too, with the 404 it came from,
  // so the browser shows it without asking the API again.
  if (router.state.matches.some((match) => match.status !== 'success' && match.status !== 'notFound')) {
    return undefined;
  }
  if (!(await whenQueriesSettle(queryClient, input.timeoutMs))) return undefined;
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status !== 'success' && !answeredNotFound(query))) return undefined;

  // Everything is loaded, so nothing suspends: a string, and no inline scripts (which our CSP blocks)
  // to stream late parts in. A part that did suspend would be marked for the browser to render
  // itself; leave such a page to the browser altogether.
  const html = renderToString(
    <App
      router={router}
      queryClient={queryClient}
      renderedHost={input.host}
      renderedViewport={input.viewport}
    />,
  );
  if (html.includes('<!--$!') || html.includes('<!--$?')) return undefined;
  return {
    html,
    state: {
      href: resolved.href,
      host: input.host,
      viewport: input.viewport,
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' || answeredNotFound(query),
      }),
    },
  };
}
