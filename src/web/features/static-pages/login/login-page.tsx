import { Info, LockKeyhole } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';

/** Sign-in arrives with the admin issue; until then the form says so instead of pretending (ADR 012). */
export const SIGN_IN_UNAVAILABLE =
  'Login er ikke tilgængeligt endnu. Administratorområdet åbner i en senere version.';

export function LoginPage() {
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const canSubmit = email.trim() !== '' && password !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) setMessage(SIGN_IN_UNAVAILABLE);
  };

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200/80 sm:p-8">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <LockKeyhole aria-hidden="true" className="size-5" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Administrator Login</h1>
        <p className="mt-1 text-zinc-600">Log ind for at få adgang til administratorpanelet</p>

        <form onSubmit={onSubmit} className="mt-6 space-y-4">
          <Field label="E-mail">
            {(fieldProps) => (
              <Input
                {...fieldProps}
                type="email"
                autoComplete="username"
                required
                value={email}
                aria-describedby={message ? messageId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setMessage(null);
                }}
              />
            )}
          </Field>
          <Field label="Adgangskode">
            {(fieldProps) => (
              <Input
                {...fieldProps}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                aria-describedby={message ? messageId : undefined}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setMessage(null);
                }}
              />
            )}
          </Field>

          {message ? (
            <p
              id={messageId}
              role="alert"
              className="flex gap-2.5 rounded-xl bg-amber-50 p-3.5 text-sm text-amber-950 ring-1 ring-amber-200"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              {message}
            </p>
          ) : null}

          <Button type="submit" disabled={!canSubmit} className="w-full">
            Log ind
          </Button>
        </form>
      </div>
      <p className="mt-6 text-center text-sm text-zinc-600">
        Kun administratorer har adgang til dette område
      </p>
    </div>
  );
}
