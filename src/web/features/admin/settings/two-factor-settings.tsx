import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toast';
import { authClient } from '../../auth/auth-client';
import { SESSION_QUERY_KEY } from '../../auth/session-query';

type Setup = { totpURI: string; backupCodes: string[] };

const WRONG_PASSWORD = 'Adgangskoden er forkert';
const WRONG_CODE = 'Koden er forkert eller udløbet. Prøv igen';

function passwordFailure(status: number | undefined): string {
  if (status === 429) return 'For mange forsøg. Prøv igen senere';
  return status === 400 || status === 401 ? WRONG_PASSWORD : 'Kunne ikke gemme ændringerne';
}

/** Settings › Sikkerhed: turn TOTP two-factor on (QR code, confirm with a code, backup codes) or off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [confirmedCodes, setConfirmedCodes] = useState<string[] | null>(null);
  const refreshSession = () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });

  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 font-semibold">
          {enabled ? (
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
          ) : (
            <ShieldOff aria-hidden="true" className="size-5 text-zinc-500" />
          )}
          To-faktor-godkendelse
        </h3>
      </CardHeader>
      <CardBody className="space-y-4">
        <p className="text-sm text-zinc-700">
          {enabled
            ? 'To-faktor-godkendelse er slået til. Ved login skal du ud over adgangskoden indtaste en kode fra din godkendelsesapp.'
            : 'To-faktor-godkendelse er slået fra. Slå den til, så en stjålen adgangskode ikke er nok til at logge ind.'}
        </p>
        {confirmedCodes ? (
          <BackupCodes codes={confirmedCodes} onDone={() => setConfirmedCodes(null)} />
        ) : setup ? (
          <ConfirmSetup
            setup={setup}
            onCancel={() => setSetup(null)}
            onConfirmed={async () => {
              setConfirmedCodes(setup.backupCodes);
              setSetup(null);
              await refreshSession();
              notify.success('To-faktor-godkendelse er slået til');
            }}
          />
        ) : enabled ? (
          <PasswordStep
            label="Slå to-faktor fra"
            busyLabel="Slår fra..."
            variant="secondary"
            run={async (password) => {
              const { error } = await authClient.twoFactor.disable({ password });
              if (error) return passwordFailure(error.status);
              await refreshSession();
              notify.success('To-faktor-godkendelse er slået fra');
              return null;
            }}
          />
        ) : (
          <PasswordStep
            label="Slå to-faktor til"
            busyLabel="Forbereder..."
            run={async (password) => {
              const { data, error } = await authClient.twoFactor.enable({ password });
              if (error || !data || !('totpURI' in data)) return passwordFailure(error?.status);
              setSetup({ totpURI: data.totpURI, backupCodes: data.backupCodes });
              return null;
            }}
          />
        )}
      </CardBody>
    </Card>
  );
}

function PasswordStep({
  label,
  busyLabel,
  variant = 'primary',
  run,
}: {
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'secondary';
  run: (password: string) => Promise<string | null>;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    try {
      setError(await run(password));
    } catch {
      setError('Der opstod en uventet fejl. Prøv igen');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <Field label="Din adgangskode" error={error ?? undefined} className="min-w-64 flex-1">
        {(props) => (
          <Input
            {...props}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant={variant} disabled={!password || busy}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}

function ConfirmSetup({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: Setup;
  onCancel: () => void;
  onConfirmed: () => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secret = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.totpURI, { border: 2 }))}`;
  const cleaned = code.replace(/\s/g, '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(cleaned) || busy) return;
    setBusy(true);
    try {
      const { error: failure } = await authClient.twoFactor.verifyTotp({ code: cleaned });
      if (failure) setError(failure.status === 429 ? 'For mange forsøg. Prøv igen senere' : WRONG_CODE);
      else await onConfirmed();
    } catch {
      setError('Der opstod en uventet fejl. Prøv igen');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-700">
        <li>
          Scan QR-koden med en godkendelsesapp (fx Google Authenticator, Microsoft Authenticator eller
          1Password).
        </li>
        <li>Indtast den 6-cifrede kode, appen viser, for at bekræfte.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-6">
        <img
          src={qr}
          alt="QR-kode til godkendelsesappen"
          width={176}
          height={176}
          className="rounded-lg ring-1 ring-zinc-200"
        />
        <div className="text-sm">
          <p className="text-zinc-600">Kan du ikke scanne? Indtast nøglen manuelt:</p>
          <code data-testid="totp-secret" className="mt-1 block font-mono text-base break-all select-all">
            {secret}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
        <Field label="Kode fra appen" error={error ?? undefined} className="w-48">
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <Button type="submit" disabled={!/^\d{6}$/.test(cleaned) || busy}>
          {busy ? 'Bekræfter...' : 'Bekræft og slå til'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Annuller
        </Button>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="font-semibold text-amber-950">Gem dine backup-koder</h3>
      <p className="text-sm text-amber-950">
        Hver kode kan bruges én gang, hvis du mister adgangen til din godkendelsesapp. Koderne vises kun nu.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-2 py-1 text-center ring-1 ring-amber-200">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        Jeg har gemt koderne
      </Button>
    </div>
  );
}
