import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { priceAlertsApi } from '../../../domain/api/price-alerts-api';
import { Button, buttonClass } from '../../components/ui/button';
import { apiCall } from '../../lib/api-client';
import { alertErrorMessage } from './alert-error-message';
import { AlertPageFrame, AlertProblem } from './alert-page-frame';

/**
 * /besked/afmeld?token= (ADR 072): one button, no sign-in. Opening the link changes nothing, so a mail
 * scanner fetching it cannot unsubscribe anyone; the person's one click does.
 */
export function UnsubscribeAlertPage({ token }: { token: string | undefined }) {
  const [done, setDone] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (done) {
    return (
      <AlertPageFrame title="Du er afmeldt">
        <p role="status" className="mt-3 text-zinc-700">
          Vi sender ikke flere beskeder om {done.join(', ')}.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {token ? (
            <Link to="/mine-beskeder" search={{ token }} className={buttonClass('secondary')}>
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
    <AlertPageFrame title="Afmeld besked">
      <p className="mt-3 text-zinc-700">Tryk på knappen, så stopper beskederne fra denne e-mail.</p>
      {problem ? <AlertProblem message={problem} /> : null}
      {token ? (
        <Button
          className="mt-6"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setProblem(null);
            try {
              const answer = await apiCall(priceAlertsApi.unsubscribe, { body: { token } });
              setDone(answer.unsubscribed.map((alert) => alert.label));
            } catch (error) {
              setProblem(alertErrorMessage(error));
            } finally {
              setBusy(false);
            }
          }}
        >
          Afmeld
        </Button>
      ) : (
        <AlertProblem message="Linket mangler en del. Åbn det igen fra din e-mail." />
      )}
    </AlertPageFrame>
  );
}
