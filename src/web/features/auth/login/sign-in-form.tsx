import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import {
  LOGIN_FAILED_TITLE,
  LOGIN_MESSAGES,
  loginFailureMessage,
  UNEXPECTED_ERROR_TITLE,
} from '../../../../domain/auth/login-messages';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { authClient } from '../auth-client';
import { isAdminSession, SESSION_QUERY_KEY, sessionQueryOptions, signOutEverywhere } from '../session-query';
import { LoginAlert } from './login-alert';

export type LoginFailure = { title: string; message: string };

/** Checks the fresh session after a password or code: only administrators stay signed in (spec §4). */
export function useFinishSignIn(onSignedIn: () => void, onFailure: (failure: LoginFailure) => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    if (!isAdminSession(session)) {
      await signOutEverywhere(queryClient);
      onFailure({ title: LOGIN_FAILED_TITLE, message: LOGIN_MESSAGES.notAdmin });
      return;
    }
    onSignedIn();
  };
}

export const unexpectedFailure: LoginFailure = {
  title: UNEXPECTED_ERROR_TITLE,
  message: LOGIN_MESSAGES.exception,
};

export function SignInForm({
  onSignedIn,
  onTwoFactorRequired,
}: {
  onSignedIn: () => void;
  onTwoFactorRequired: () => void;
}) {
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const finishSignIn = useFinishSignIn(onSignedIn, setFailure);

  const canSubmit = !busy && email.trim() !== '' && password !== '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        setFailure({ title: LOGIN_FAILED_TITLE, message: loginFailureMessage(error) });
      } else if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        onTwoFactorRequired();
      } else {
        await finishSignIn();
      }
    } catch {
      setFailure(unexpectedFailure);
    } finally {
      setBusy(false);
    }
  };

  const edit = (setter: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setter(event.target.value);
    setFailure(null);
  };
  const describedBy = failure ? errorId : undefined;

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <Field label="E-mail">
        {(fieldProps) => (
          <Input
            {...fieldProps}
            type="email"
            autoComplete="username"
            required
            value={email}
            aria-describedby={describedBy}
            onChange={edit(setEmail)}
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
            aria-describedby={describedBy}
            onChange={edit(setPassword)}
          />
        )}
      </Field>

      {failure ? <LoginAlert id={errorId} {...failure} /> : null}

      <Button type="submit" disabled={!canSubmit} className="w-full">
        {busy ? 'Logger ind...' : 'Log ind'}
      </Button>
      <p className="text-center text-sm">
        <Link
          from="/login"
          to="/login"
          search={(previous) => ({ ...previous, step: 'glemt' as const })}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Glemt adgangskode?
        </Link>
      </p>
    </form>
  );
}
