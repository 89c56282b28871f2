import { RotateCw } from 'lucide-react';
import { Button, type ButtonVariant } from '../ui/button';
import { MAX_REACHED_LABEL, type RetryState } from './error-variants';

/** "Prøv igen" until the variant's limit; then disabled and reading "Maks. forsøg nået" (spec §4). */
export function RetryButton({
  retry,
  label = 'Prøv igen',
  variant = 'primary',
}: {
  retry: RetryState;
  label?: string;
  variant?: ButtonVariant;
}) {
  const exhausted = retry.attempts >= retry.maxAttempts;
  return (
    <Button variant={variant} onClick={retry.onRetry} disabled={exhausted || retry.busy}>
      <RotateCw aria-hidden="true" className={`size-4 ${retry.busy ? 'animate-spin' : ''}`} />
      {exhausted ? MAX_REACHED_LABEL : label}
    </Button>
  );
}
