import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { authClient } from '../../auth/auth-client';
import { SESSION_QUERY_KEY } from '../../auth/session-query';
import { TwoFactorStep } from './two-factor-step';

type Setup = { totpURI: string; backupCodes: string[] };

const passwordRule = z.string().check(z.minLength(1, 'Indtast din adgangskode'));
const totpCodeRule = z.string().check(
  z.overwrite((code) => code.replace(/\s/g, '')),
  z.regex(/^\d{6}$/, 'Indtast de 6 cifre fra appen'),
);

/** The password step that turns two-factor on or off. */
const PASSWORD_STEP = {
  label: 'Din adgangskode',
  input: { type: 'password', autoComplete: 'current-password', className: 'min-w-64 flex-1' },
  rule: passwordRule,
  wrongValue: 'Adgangskoden er forkert',
} as const;

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
          <TwoFactorStep
            key="disable"
            {...PASSWORD_STEP}
            submitLabel="Slå to-faktor fra"
            pendingLabel="Slår fra..."
            variant="secondary"
            send={(password) => authClient.twoFactor.disable({ password })}
            onSent={async () => {
              await refreshSession();
              notify.success('To-faktor-godkendelse er slået fra');
            }}
          />
        ) : (
          <TwoFactorStep
            key="enable"
            {...PASSWORD_STEP}
            submitLabel="Slå to-faktor til"
            pendingLabel="Forbereder..."
            send={(password) => authClient.twoFactor.enable({ password })}
            onSent={(data) => {
              // Our server sets up TOTP only; an answer without its URI is a failure to say so.
              if (!('totpURI' in data)) throw new ApiError(500, undefined, 'Kunne ikke gemme ændringerne');
              setSetup({ totpURI: data.totpURI, backupCodes: data.backupCodes });
            }}
          />
        )}
      </CardBody>
    </Card>
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
  const secret = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.totpURI, { border: 2 }))}`;
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
      <TwoFactorStep
        label="Kode fra appen"
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code', className: 'w-48' }}
        rule={totpCodeRule}
        wrongValue="Koden er forkert eller udløbet. Prøv igen"
        submitLabel="Bekræft og slå til"
        pendingLabel="Bekræfter..."
        send={(code) => authClient.twoFactor.verifyTotp({ code })}
        onSent={onConfirmed}
      >
        <Button variant="ghost" onClick={onCancel}>
          Annuller
        </Button>
      </TwoFactorStep>
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
