import { type FormEvent, useId, useState } from 'react';
import { LOGIN_FAILED_TITLE, twoFactorFailureMessage } from '../../../../domain/auth/login-messages';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { authClient } from '../auth-client';
import { LoginAlert } from './login-alert';
import { type LoginFailure, unexpectedFailure, useFinishSignIn } from './sign-in-form';

type CodeKind = 'totp' | 'backup';

/** Second step of a sign-in with two-factor: the authenticator app's code, or a backup code. */
export function TwoFactorForm({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const errorId = useId();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const finishSignIn = useFinishSignIn(onSignedIn, setFailure);

  const cleaned = kind === 'totp' ? code.replace(/\s/g, '') : code.trim();
  const canSubmit = !busy && (kind === 'totp' ? /^\d{6}$/.test(cleaned) : cleaned.length >= 6);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setFailure(null);
    try {
      const { error } =
        kind === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: cleaned })
          : await authClient.twoFactor.verifyBackupCode({ code: cleaned });
      if (error) setFailure({ title: LOGIN_FAILED_TITLE, message: twoFactorFailureMessage(error) });
      else await finishSignIn();
    } catch {
      setFailure(unexpectedFailure);
    } finally {
      setBusy(false);
    }
  };

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setFailure(null);
  };

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <h2 className="text-lg font-semibold">To-faktor-godkendelse</h2>
      <p className="text-sm text-zinc-600">
        {kind === 'totp'
          ? 'Indtast den 6-cifrede kode fra din godkendelsesapp.'
          : 'Indtast en af de backup-koder, du gemte, da du slog to-faktor-godkendelse til.'}
      </p>
      <Field label={kind === 'totp' ? 'Kode' : 'Backup-kode'}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            autoFocus
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            value={code}
            aria-describedby={failure ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setFailure(null);
            }}
          />
        )}
      </Field>
      {failure ? <LoginAlert id={errorId} {...failure} /> : null}
      <Button type="submit" disabled={!canSubmit} className="w-full">
        {busy ? 'Bekræfter...' : 'Bekræft'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={switchKind} className="font-medium text-brand-800 hover:underline">
          {kind === 'totp' ? 'Brug en backup-kode' : 'Brug koden fra appen'}
        </button>
        <button type="button" onClick={onCancel} className="font-medium text-zinc-700 hover:underline">
          Tilbage til login
        </button>
      </div>
    </form>
  );
}
