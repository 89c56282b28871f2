import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { alertErrorMessage } from './alert-error-message';

/**
 * The card the confirm, unsubscribe and manage pages sit in. The confirm and unsubscribe pages' action is
 * here too, not in a module of its own: shared by two route chunks it would be a chunk of its own, one more
 * file name in the entry's preload list.
 */
export function AlertPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200/80 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A failed action's words (the server's Danish message, or the network's). */
export function AlertProblem({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** What the page shows once the action is done. */
export type AlertActionDone = { title: string; message: string; manageToken: string | undefined };

/**
 * A mail link's page (ADR 072): opening it changes nothing, so a mail scanner fetching the link acts in
 * nobody's name; the person presses the button, which sends the link's token, and sees the result.
 */
export function AlertTokenAction({
  token,
  title,
  intro,
  actionLabel,
  act,
}: {
  token: string | undefined;
  title: string;
  intro: string;
  actionLabel: string;
  act: (token: string) => Promise<AlertActionDone>;
}) {
  const [done, setDone] = useState<AlertActionDone | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (done) {
    return (
      <AlertPageFrame title={done.title}>
        <p role="status" className="mt-3 text-zinc-700">
          {done.message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {done.manageToken ? (
            <Link
              to="/mine-beskeder"
              search={{ token: done.manageToken }}
              className={buttonClass('secondary')}
            >
              Se dine beskeder
            </Link>
          ) : null}
          <Link to="/listings" className={buttonClass()}>
            Se flere biler
          </Link>
        </div>
      </AlertPageFrame>
    );
  }

  return (
    <AlertPageFrame title={title}>
      <p className="mt-3 text-zinc-700">{intro}</p>
      {problem ? <AlertProblem message={problem} /> : null}
      {token ? (
        <Button
          className="mt-6"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setProblem(null);
            try {
              setDone(await act(token));
            } catch (error) {
              setProblem(alertErrorMessage(error));
            } finally {
              setBusy(false);
            }
          }}
        >
          {actionLabel}
        </Button>
      ) : (
        <AlertProblem message="Linket mangler en del. Åbn det igen fra din e-mail." />
      )}
    </AlertPageFrame>
  );
}
