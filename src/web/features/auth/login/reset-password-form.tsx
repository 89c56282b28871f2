import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { authClient } from '../auth-client';
import { LoginAlert, LoginNotice } from './login-alert';

const MIN_PASSWORD_LENGTH = 10;

function resetFailureMessage(code: string | undefined): string {
  if (code === 'INVALID_TOKEN') return 'Linket er ugyldigt eller udløbet. Bed om et nyt link.';
  if (code === 'PASSWORD_TOO_SHORT') return `Adgangskoden skal have mindst ${MIN_PASSWORD_LENGTH} tegn`;
  return 'Kunne ikke gemme ændringerne';
}

/** The page a reset link opens: choose a new password (twice), then sign in with it. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(token ? null : resetFailureMessage('INVALID_TOKEN'));

  const tooShort = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
  const mismatch = repeat.length > 0 && repeat !== password;
  const canSubmit = Boolean(token) && !busy && password.length >= MIN_PASSWORD_LENGTH && repeat === password;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || !token) return;
    setBusy(true);
    setFailure(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) setFailure(resetFailureMessage(error.code));
      else setDone(true);
    } catch {
      setFailure('Der opstod en uventet fejl. Prøv igen senere');
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <LoginNotice>Din adgangskode er ændret. Du kan nu logge ind med den nye adgangskode.</LoginNotice>
        <Link to="/login" className="block text-center text-sm font-medium text-brand-800 hover:underline">
          Gå til login
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <h2 className="text-lg font-semibold">Vælg ny adgangskode</h2>
      <Field
        label="Ny adgangskode"
        hint={`Mindst ${MIN_PASSWORD_LENGTH} tegn`}
        error={tooShort ? `Adgangskoden skal have mindst ${MIN_PASSWORD_LENGTH} tegn` : undefined}
      >
        {(fieldProps) => (
          <Input
            {...fieldProps}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label="Gentag adgangskode" error={mismatch ? 'Adgangskoderne er ikke ens' : undefined}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
        )}
      </Field>
      {failure ? <LoginAlert id={errorId} title="Adgangskoden blev ikke ændret" message={failure} /> : null}
      <Button type="submit" disabled={!canSubmit} className="w-full">
        {busy ? 'Gemmer...' : 'Gem ny adgangskode'}
      </Button>
      <p className="text-center text-sm">
        <Link
          to="/login"
          search={{ step: 'glemt' }}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Bed om et nyt link
        </Link>
      </p>
    </form>
  );
}
