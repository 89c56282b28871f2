import { type ErrorComponentProps, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MAX_RETRIES } from '../../../components/errors/error-variants';
import { AdminErrorScreen } from '../../../components/errors/page-error-screens';
import { ApiError } from '../../../lib/api-client';
import { createErrorCode } from '../../../lib/error-code';
import { logError } from '../../../lib/log-error';
import { AccessDeniedError } from './access-denied-error';
import { AccessDeniedScreen } from './access-denied-screen';

/** Errors inside the admin area: refused access gets 'Adgang nægtet', anything else 'Admin Panel Fejl' (2 retries). */
// The router remounts the error view after each failed retry, so the count lives outside it, per URL.
const retriesByHref = new Map<string, number>();

export function AdminRouteError({ error, reset }: ErrorComponentProps) {
  const [code] = useState(createErrorCode);
  const href = useLocation({ select: (location) => location.href });
  const attempts = retriesByHref.get(href) ?? 0;
  const denied = error instanceof AccessDeniedError || (error instanceof ApiError && error.status === 403);
  useEffect(() => {
    if (!denied) logError(error, code, 'admin');
  }, [error, code, denied]);
  if (denied) return <AccessDeniedScreen />;
  return (
    <AdminErrorScreen
      code={code}
      retry={{
        attempts,
        maxAttempts: MAX_RETRIES.admin,
        onRetry: () => {
          if (attempts >= MAX_RETRIES.admin) return;
          retriesByHref.set(href, attempts + 1);
          reset();
        },
      }}
    />
  );
}
