import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorCode } from '../../lib/error-code';
import { logError } from '../../lib/log-error';
import { ErrorFallback, type ErrorFallbackProps } from './error-fallback';
import { type ErrorVariant, LOG_CONTEXT, MAX_RETRIES, type RetryState } from './error-variants';

export type ErrorBoundaryProps = Omit<ErrorFallbackProps, 'code' | 'retry' | 'variant'> & {
  children: ReactNode;
  /** Which screen and retry limit (spec §2, §9); 'default' is the full-page generic screen. */
  variant?: ErrorVariant;
  /** When any of these change (by Object.is), a caught error is cleared and the children render again. */
  resetKeys?: readonly unknown[];
  /** Called when "Prøv igen" (or a reset key) clears the error, e.g. to reset a query. */
  onReset?: () => void;
  /** Overrides the variant's retry limit (spec §9). */
  maxRetries?: number;
  /** Overrides the variant's log context. */
  context?: string;
  /** Custom screen instead of the variant's. */
  fallback?: (props: { error: unknown; code: string; retry: RetryState }) => ReactNode;
};

type State = { error: unknown; hasError: boolean; code: string; retries: number };

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/**
 * Spec §4: on an error it makes a code and logs it; "Prøv igen" clears the error and counts the try up
 * to the variant's limit, after which the button reads "Maks. forsøg nået" and is disabled.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, hasError: false, code: '', retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true, code: createErrorCode() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const context = this.props.context ?? LOG_CONTEXT[this.props.variant ?? 'default'];
    const entry = logError(error, this.state.code, context);
    if (info.componentStack)
      console.error(`[${context}] ${entry.code} component stack:`, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && changed(previous.resetKeys, this.props.resetKeys)) {
      this.props.onReset?.();
      this.setState({ error: undefined, hasError: false, code: '', retries: 0 });
    }
  }

  private retry = () => {
    if (this.state.retries >= this.maxRetries()) return;
    this.props.onReset?.();
    this.setState((state) => ({ error: undefined, hasError: false, code: '', retries: state.retries + 1 }));
  };

  private maxRetries(): number {
    return this.props.maxRetries ?? MAX_RETRIES[this.props.variant ?? 'default'];
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const retry: RetryState = {
      onRetry: this.retry,
      attempts: this.state.retries,
      maxAttempts: this.maxRetries(),
    };
    const { fallback, variant = 'default', name, listingId, onCancel } = this.props;
    if (fallback) return fallback({ error: this.state.error, code: this.state.code, retry });
    return (
      <ErrorFallback
        variant={variant}
        code={this.state.code}
        retry={retry}
        name={name}
        listingId={listingId}
        onCancel={onCancel}
      />
    );
  }
}
