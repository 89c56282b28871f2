import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** One field the admin changed and did not get saved: its label and the value they typed. */
export type TypedChange = { label: string; value: string };

/**
 * The form's answer to a 409 STALE_VERSION (ADR 037): the server's message naming who changed the
 * record and when, a "Genindlæs" button, and what the admin typed ("Dine ændringer"), which stays
 * listed after the reload so nothing typed is lost while the form shows the saved record.
 */
export function StaleVersionNotice({
  message,
  reloaded,
  reloading = false,
  changes,
  onReload,
  onDismiss,
}: {
  /** The server's Danish message. */
  message: string;
  /** The form now shows the saved record. */
  reloaded: boolean;
  reloading?: boolean;
  changes: readonly TypedChange[];
  onReload: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TriangleAlert aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-amber-700 sm:block" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="font-semibold">
            {reloaded
              ? 'Formularen viser nu den gemte version. Dine ændringer herunder er ikke gemt – indtast dem igen, hvor de stadig skal gælde, og gem.'
              : message}
          </p>
          {changes.length > 0 ? (
            <div>
              <p className="font-medium">Dine ændringer</p>
              <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
                {changes.map((change) => (
                  <div key={change.label} className="contents">
                    <dt className="text-amber-800">{change.label}</dt>
                    <dd className="min-w-0 break-words whitespace-pre-line">{change.value || '(tom)'}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
        {reloaded ? (
          <Button variant="secondary" size="sm" onClick={onDismiss} className="shrink-0">
            Luk
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={onReload} disabled={reloading} className="shrink-0">
            {reloading ? <Spinner label="Henter" /> : <RefreshCw aria-hidden="true" className="size-4" />}
            Genindlæs
          </Button>
        )}
      </div>
    </div>
  );
}
