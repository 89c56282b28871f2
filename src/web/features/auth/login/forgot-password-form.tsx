import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { loginFailureMessage } from '../../../../domain/auth/login-messages';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { authClient } from '../auth-client';
import { LoginAlert, LoginNotice } from './login-alert';

export const RESET_LINK_SENT =
  'Hvis e-mailen hører til en konto, har vi sendt et link til at nulstille adgangskoden. Linket virker i en time. Vi sender højst ét link i kvarteret, så har du fået et for nylig, kan du bruge det.';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || email.trim() === '') return;
    setBusy(true);
    setFailure(null);
    try {
      const { error } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/login?step=nulstil',
      });
      if (error) setFailure(loginFailureMessage(error));
      else setSent(true);
    } catch {
      setFailure('Der opstod en uventet fejl. Prøv igen senere');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold">Glemt adgangskode</h2>
      {sent ? (
        <LoginNotice>{RESET_LINK_SENT}</LoginNotice>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <p className="text-sm text-zinc-600">
            Skriv din e-mail, så sender vi et link til at vælge en ny adgangskode.
          </p>
          <Field label="E-mail">
            {(fieldProps) => (
              <Input
                {...fieldProps}
                type="email"
                autoComplete="username"
                value={email}
                aria-describedby={failure ? errorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setFailure(null);
                }}
              />
            )}
          </Field>
          {failure ? <LoginAlert id={errorId} title="Kunne ikke sende linket" message={failure} /> : null}
          <Button type="submit" disabled={busy || email.trim() === ''} className="w-full">
            {busy ? 'Sender...' : 'Send link'}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          Tilbage til login
        </Link>
      </p>
    </div>
  );
}
