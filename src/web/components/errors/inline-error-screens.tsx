import { Button } from '../ui/button';
import { InlineErrorLayout } from './error-layout';
import type { RetryState } from './error-variants';
import { RetryButton } from './retry-button';

type InlineProps = { code?: string | undefined; retry?: RetryState | undefined };

/** Spec §2 "Minimal component": a small part of the page failed. */
export function MinimalError({ code, retry }: InlineProps) {
  return (
    <InlineErrorLayout
      compact
      title="Komponenten kunne ikke indlæses"
      code={code}
      actions={retry ? <RetryButton retry={retry} variant="secondary" /> : null}
    >
      <p>Der opstod en fejl ved indlæsning af denne del af siden.</p>
      {retry && retry.attempts > 0 ? (
        <p className="numeric mt-1 text-xs text-zinc-600">
          Forsøg {retry.attempts}/{retry.maxAttempts}
        </p>
      ) : null}
    </InlineErrorLayout>
  );
}

/** Spec §2 "Component": '<name> fejlede', or 'Komponent fejlede' without a name. */
export function ComponentError({ name, code, retry }: InlineProps & { name?: string | undefined }) {
  return (
    <InlineErrorLayout
      compact
      title={name ? `${name} fejlede` : 'Komponent fejlede'}
      code={code}
      actions={retry ? <RetryButton retry={retry} variant="secondary" /> : null}
    />
  );
}

export function UploadError({
  code,
  retry,
  onCancel,
}: InlineProps & { onCancel?: (() => void) | undefined }) {
  return (
    <InlineErrorLayout
      title="Fil upload fejlede"
      code={code}
      actions={
        <>
          {retry ? <RetryButton retry={retry} /> : null}
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Annuller
            </Button>
          ) : null}
        </>
      }
    >
      <p>Mulige årsager:</p>
      <ul className="mt-1 space-y-0.5">
        <li>Filen er beskadiget eller ugyldig</li>
        <li>Netværksforbindelsen blev afbrudt</li>
        <li>Serveren er midlertidigt utilgængelig</li>
      </ul>
    </InlineErrorLayout>
  );
}
