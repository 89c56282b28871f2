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
import { AdminForm } from '../form/admin-form';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';

type Setup = { totpURI: string; backupCodes: string[] };

const WRONG_PASSWORD = 'Adgangskoden er forkert';
const WRONG_CODE = 'Koden er forkert eller udløbet. Prøv igen';
const TOO_MANY_TRIES = 'For mange forsøg. Prøv igen senere';

const passwordSchema = z.object({ password: z.string().check(z.minLength(1, 'Indtast din adgangskode')) });
const totpCodeSchema = z.object({
  code: z.string().check(
    z.overwrite((code) => code.replace(/\s/g, '')),
    z.regex(/^\d{6}$/, 'Indtast de 6 cifre fra appen'),
  ),
});

/** better-auth's refusal as the form layer reads it: its message beside the field it is about. */
function refusedAt(path: string, status: number, message: string): ApiError {
  return new ApiError(status, undefined, message, [{ path, message }]);
}

/** A refused password beside the password field; any other failure as the layer's save message. */
function passwordRefusal(status: number | undefined): ApiError {
  if (status === 429) return refusedAt('password', status, TOO_MANY_TRIES);
  if (status === 400 || status === 401) return refusedAt('password', status, WRONG_PASSWORD);
  return new ApiError(status ?? 500, undefined, 'Kunne ikke gemme ændringerne');
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
            key="disable"
            label="Slå to-faktor fra"
            busyLabel="Slår fra..."
            variant="secondary"
            run={async (password) => {
              const { error } = await authClient.twoFactor.disable({ password });
              if (error) throw passwordRefusal(error.status);
              await refreshSession();
              notify.success('To-faktor-godkendelse er slået fra');
            }}
          />
        ) : (
          <PasswordStep
            key="enable"
            label="Slå to-faktor til"
            busyLabel="Forbereder..."
            run={async (password) => {
              const { data, error } = await authClient.twoFactor.enable({ password });
              if (error || !data || !('totpURI' in data)) throw passwordRefusal(error?.status);
              setSetup({ totpURI: data.totpURI, backupCodes: data.backupCodes });
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
  /** Sends the password; rejects with the ApiError whose issue names what was wrong. */
  run: (password: string) => Promise<void>;
}) {
  const admin = useAdminForm({
    defaultValues: { password: '' },
    parse: (values: { password: string }) => parseWithSchema(passwordSchema, values),
    kind: 'save',
    submit: ({ password }) => run(password),
    blockNavigation: false,
  });
  return (
    <AdminForm handle={admin} className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <admin.form.AppField name="password">
          {(field) => (
            <field.TextField
              label="Din adgangskode"
              type="password"
              autoComplete="current-password"
              className="min-w-64 flex-1"
            />
          )}
        </admin.form.AppField>
        <admin.form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" variant={variant} disabled={submitting}>
              {submitting ? busyLabel : label}
            </Button>
          )}
        </admin.form.Subscribe>
      </div>
    </AdminForm>
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
  const admin = useAdminForm({
    defaultValues: { code: '' },
    parse: (values: { code: string }) => parseWithSchema(totpCodeSchema, values),
    kind: 'save',
    submit: async ({ code }) => {
      const { error } = await authClient.twoFactor.verifyTotp({ code });
      if (error) throw refusedAt('code', error.status, error.status === 429 ? TOO_MANY_TRIES : WRONG_CODE);
      await onConfirmed();
    },
    blockNavigation: false,
  });

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
      <AdminForm handle={admin} className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <admin.form.AppField name="code">
            {(field) => (
              <field.TextField
                label="Kode fra appen"
                inputMode="numeric"
                autoComplete="one-time-code"
                className="w-48"
              />
            )}
          </admin.form.AppField>
          <admin.form.SubmitButton pendingLabel="Bekræfter...">Bekræft og slå til</admin.form.SubmitButton>
          <Button variant="ghost" onClick={onCancel}>
            Annuller
          </Button>
        </div>
      </AdminForm>
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
