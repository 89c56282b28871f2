import { QueryClientProvider } from '@tanstack/react-query';
import { CatchBoundary, ErrorComponent, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createErrorCode } from './lib/error-code';
import { logError } from './lib/log-error';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles/app.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container, {
  // Our boundaries log every error they catch with its code and context (spec §8); React's own
  // "The above error occurred…" line would only repeat it.
  onCaughtError: () => {},
}).render(
  <StrictMode>
    {/* Last resort if the router itself cannot render: the router's default error view (ADR 009). */}
    <CatchBoundary
      getResetKey={() => 'app'}
      errorComponent={ErrorComponent}
      onCatch={(error) => logError(error, createErrorCode(), 'app')}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CatchBoundary>
  </StrictMode>,
);
