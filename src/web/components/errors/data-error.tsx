import { InlineErrorLayout } from './error-layout';
import { MAX_RETRIES, type RetryState } from './error-variants';
import { RetryButton } from './retry-button';

/**
 * Spec §2 "Data load": 'Data kunne ikke indlæses' + 'Prøv igen'. Use it for a failed query
 * (`onRetry={() => query.refetch()}`), or pass a full `retry` state from an ErrorBoundary.
 */
export function DataError({
  onRetry,
  isRetrying = false,
  retry,
  code,
}: {
  onRetry?: () => void;
  isRetrying?: boolean;
  retry?: RetryState | undefined;
  code?: string | undefined;
}) {
  const state: RetryState | undefined =
    retry ??
    (onRetry ? { onRetry, attempts: 0, maxAttempts: MAX_RETRIES.data, busy: isRetrying } : undefined);
  return (
    <InlineErrorLayout
      title="Data kunne ikke indlæses"
      code={code}
      actions={state ? <RetryButton retry={state} variant="secondary" /> : null}
    />
  );
}
