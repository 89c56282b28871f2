import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-client';
import { Button, buttonClass } from '../ui/button';

/** Router-level fallback; the full "Der opstod en uventet fejl" screen of spec §2 replaces it later. */
export function PageErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const code = error instanceof ApiError ? (error.code ?? `HTTP ${error.status}`) : undefined;

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Der opstod en uventet fejl</h1>
      <p className="mt-3 text-zinc-600">Vi beklager. Prøv igen, eller gå til forsiden.</p>
      {code ? <p className="mt-2 font-mono text-xs text-zinc-500">Fejlkode: {code}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>Prøv igen</Button>
        <Link to="/" className={buttonClass('secondary')}>
          Gå til forsiden
        </Link>
      </div>
    </section>
  );
}
