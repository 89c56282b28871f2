import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { serverHtmlApplies } from './ssr/server-html-applies';
import { readSsrState } from './ssr/ssr-state';
import './styles/app.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const rootOptions = {
  // Our boundaries log every error they catch with its code and context (spec §8); React's own
  // "The above error occurred…" line would only repeat it.
  onCaughtError: () => {},
};

/** After the browser's next paint; at once in a hidden tab, which does not paint. */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const ssrState =
  container.firstElementChild && serverHtmlApplies(window.location) ? readSsrState() : undefined;
if (ssrState) {
  // The server rendered this page (ADR 013): start from its data, load the route's code, and take
  // over its HTML. A different location (a redirect) is rendered afresh instead.
  hydrate(queryClient, ssrState.queries);
  const start = () => {
    const app = <App router={router} queryClient={queryClient} renderedHost={ssrState.host} />;
    if (router.state.location.href === ssrState.href) {
      // Marks the router as hydrating server HTML, so it renders the tree the server rendered (no
      // Suspense boundary around the root route), as the router's own hydrate() would.
      router.ssr = { manifest: undefined };
      hydrateRoot(container, app, rootOptions);
    } else {
      createRoot(container, rootOptions).render(app);
    }
  };
  // Hydrating is the page's longest task: let the browser paint the server's HTML first.
  Promise.all([router.load().catch(() => {}), afterNextPaint()]).then(start);
} else {
  createRoot(container, rootOptions).render(<App router={router} queryClient={queryClient} />);
}
