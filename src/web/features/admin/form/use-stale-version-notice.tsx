import { useRef, useState } from 'react';
import { errorCatalogue } from '../../../../domain/errors/error-codes';
import { notify } from '../../../components/ui/toast';
import { StaleVersionNotice, type TypedChange } from '../shared/stale-version-notice';
import { staleVersionMessageOf } from '../shared/use-admin-mutation';

type StaleState = { message: string; changes: TypedChange[]; reloaded: boolean; reloading: boolean };

/**
 * The answer to a save refused as stale (ADR 037), in one place for every admin form and row action:
 * `showIf(error, changes)` opens the StaleVersionNotice when the error is a 409 STALE_VERSION (with
 * what the admin typed), "Genindlæs" runs `reload` and then says the form shows the saved record
 * while the typed changes stay listed.
 */
export function useStaleVersionNotice(reload: () => Promise<void>) {
  const [state, setState] = useState<StaleState | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const runReload = async () => {
    setState((current) => current && { ...current, reloading: true });
    try {
      await reload();
      setState((current) => current && { ...current, reloading: false, reloaded: true });
    } catch {
      notify.error(errorCatalogue.FETCH_FAILED.message);
      setState((current) => current && { ...current, reloading: false });
    }
  };
  return {
    /** Opens the notice when `error` is a stale-version refusal; false for any other error. */
    showIf(error: unknown, changes: () => TypedChange[]): boolean {
      const message = staleVersionMessageOf(error);
      if (message === null) return false;
      setState({ message, changes: changes(), reloaded: false, reloading: false });
      requestAnimationFrame(() => ref.current?.scrollIntoView?.({ block: 'center' }));
      return true;
    },
    clear: () => setState(null),
    notice: state ? (
      <div ref={ref}>
        <StaleVersionNotice
          message={state.message}
          reloaded={state.reloaded}
          reloading={state.reloading}
          changes={state.changes}
          onReload={() => void runReload()}
          onDismiss={() => setState(null)}
        />
      </div>
    ) : null,
  };
}
