import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { priceAlertsApi } from '../../../domain/api/price-alerts-api';
import { Button, buttonClass } from '../../components/ui/button';
import { apiCall } from '../../lib/api-client';
import { alertErrorMessage } from './alert-error-message';
import { AlertPageFrame, AlertProblem } from './alert-page-frame';

type Confirmed = { label: string; manageToken: string; unsubscribed: boolean };

/**
 * /besked/bekraeft?token= (ADR 072): the confirmation mail's link. Opening it changes nothing: a mail
 * scanner that fetches links must not confirm in the person's name, so the person presses the button.
 */
export function ConfirmAlertPage({ token }: { token: string | undefined }) {
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (confirmed) {
    return (
      <AlertPageFrame title={confirmed.unsubscribed ? 'Beskeden er afmeldt' : 'Din besked er bekræftet'}>
        <p role="status" className="mt-3 text-zinc-700">
          {confirmed.unsubscribed
            ? `Du har afmeldt beskeden om ${confirmed.label}, så vi sender ikke noget. Opret en ny ved bilen eller søgningen.`
            : `Tak! Vi giver dig besked om ${confirmed.label}. Hver e-mail har et link til at afmelde.`}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/mine-beskeder"
            search={{ token: confirmed.manageToken }}
            className={buttonClass('secondary')}
          >
            Se dine beskeder
          </Link>
          <Link to="/listings" className={buttonClass()}>
            Se flere biler
          </Link>
        </div>
      </AlertPageFrame>
    );
  }

  return (
    <AlertPageFrame title="Bekræft din besked">
      <p className="mt-3 text-zinc-700">
        Tryk på knappen for at bekræfte, at du vil have beskeder fra Leasingmatch på denne e-mailadresse.
      </p>
      {problem ? <AlertProblem message={problem} /> : null}
      {token ? (
        <Button
          className="mt-6"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setProblem(null);
            try {
              const answer = await apiCall(priceAlertsApi.confirm, { body: { token } });
              setConfirmed({
                label: answer.alert.label,
                manageToken: answer.manage_token,
                unsubscribed: answer.alert.status === 'unsubscribed',
              });
            } catch (error) {
              setProblem(alertErrorMessage(error));
            } finally {
              setBusy(false);
            }
          }}
        >
          Bekræft besked
        </Button>
      ) : (
        <AlertProblem message="Linket mangler en del. Åbn det igen fra din e-mail." />
      )}
    </AlertPageFrame>
  );
}
