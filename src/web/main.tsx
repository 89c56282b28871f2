import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
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

const renderInBrowser = () =>
  createRoot(container, rootOptions).render(<App router={router} queryClient={queryClient} />);

if (container.firstElementChild) {
  // The server rendered this page (ADR 013). The hydration code loads only then (ADR 017); if it
  // cannot load, the browser renders the page itself over the server's HTML.
  import('./ssr/hydrate-server-html')
    .then(({ hydrateServerHtml }) => hydrateServerHtml({ container, router, queryClient, rootOptions }))
    .catch(renderInBrowser);
} else {
  renderInBrowser();
}
