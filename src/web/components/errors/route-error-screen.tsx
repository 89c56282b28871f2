import { type ErrorComponentProps, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createErrorCode } from '../../lib/error-code';
import { logError } from '../../lib/log-error';
import { MAX_RETRIES, type RetryState } from './error-variants';
import { PageLoadErrorScreen, UnexpectedErrorScreen } from './page-error-screens';

// The router remounts its error view on every failed retry, so the count lives outside it, per URL.
const retriesByHref = new Map<string, number>();

function useRouteErrorRetry(reset: () => void, maxAttempts: number): { code: string; retry: RetryState } {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });
  const [code] = useState(createErrorCode);
  const attempts = retriesByHref.get(href) ?? 0;
  return {
    code,
    retry: {
      attempts,
      maxAttempts,
      onRetry: () => {
        if (attempts >= maxAttempts) return;
        retriesByHref.set(href, attempts + 1);
        reset();
        void router.invalidate();
      },
    },
  };
}

function useLogOnce(error: unknown, code: string, context: string) {
  useEffect(() => {
    logError(error, code, context);
  }, [error, code, context]);
}

/** The router's default error view for every route: 'Siden kunne ikke indlæses' (route limit 2). */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { code, retry } = useRouteErrorRetry(reset, MAX_RETRIES.route);
  useLogOnce(error, code, 'route');
  return <PageLoadErrorScreen code={code} retry={retry} />;
}

/** The root route's error view: the layout itself failed, so the generic full-page screen. */
export function RootErrorScreen({ error, reset }: ErrorComponentProps) {
  const { code, retry } = useRouteErrorRetry(reset, MAX_RETRIES.default);
  useLogOnce(error, code, 'app');
  return (
    <main id="main" className="min-h-dvh">
      <UnexpectedErrorScreen code={code} retry={retry} />
    </main>
  );
}
