import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App, markAppReady } from '../app';
import type { createAppRouter } from '../router';
import { serverHtmlApplies } from './server-html-applies';
import { readSsrState } from './ssr-state';
import { whenHydrated } from './when-hydrated';

type HydrateOptions = {
  container: HTMLElement;
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  rootOptions: RootOptions;
};

/** After the browser's next paint; at once in a hidden tab, which does not paint. */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Takes over the HTML the server rendered (ADR 013): start from its data, load the route's code, and
 * hydrate. A different location (a redirect) or missing state is rendered afresh instead. main.tsx
 * imports this module only when #root holds server HTML, so pages rendered in the browser alone
 * (SSR off, /login, /admin) do not download it (ADR 017).
 */
export async function hydrateServerHtml({ container, router, queryClient, rootOptions }: HydrateOptions) {
  const ssrState = serverHtmlApplies(window.location) ? readSsrState() : undefined;
  if (!ssrState) {
    createRoot(container, rootOptions).render(<App router={router} queryClient={queryClient} />);
    return;
  }
  hydrate(queryClient, ssrState.queries);
  // Hydrating is the page's longest task: let the browser paint the server's HTML first.
  await Promise.all([router.load().catch(() => {}), afterNextPaint()]);
  const app = (hydrating: boolean) => (
    <App
      router={router}
      queryClient={queryClient}
      renderedHost={ssrState.host}
      renderedViewport={ssrState.viewport}
      hydrating={hydrating}
    />
  );
  if (router.state.location.href === ssrState.href) {
    // Marks the router as hydrating server HTML, so it renders the tree the server rendered (no
    // Suspense boundary around the root route), as the router's own hydrate() would.
    router.ssr = { manifest: undefined };
    // As a transition React hydrates in slices and lets the browser handle input in between, instead
    // of one long task (the page's longest on a phone).
    startTransition(() => {
      hydrateRoot(container, app(true), rootOptions);
    });
    await whenHydrated(container);
    markAppReady();
  } else {
    createRoot(container, rootOptions).render(app(false));
  }
}
