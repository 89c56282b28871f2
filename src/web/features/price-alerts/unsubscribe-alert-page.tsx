import { priceAlertsApi } from '../../../domain/api/price-alerts-api';
import { apiCall } from '../../lib/api-client';
import { AlertTokenAction } from './alert-page-frame';

/**
 * /besked/afmeld?token= (ADR 072): one button, no sign-in. Opening the link changes nothing, so a mail
 * scanner fetching it cannot unsubscribe anyone; the person's one click does.
 */
export function UnsubscribeAlertPage({ token }: { token: string | undefined }) {
  return (
    <AlertTokenAction
      token={token}
      title="Afmeld besked"
      intro="Tryk på knappen, så stopper beskederne fra denne e-mail."
      actionLabel="Afmeld"
      act={async (linkToken) => {
        const answer = await apiCall(priceAlertsApi.unsubscribe, { body: { token: linkToken } });
        return {
          title: 'Du er afmeldt',
          message: `Vi sender ikke flere beskeder om ${answer.unsubscribed.map((alert) => alert.label).join(', ')}.`,
          manageToken: linkToken,
        };
      }}
    />
  );
}
