import { priceAlertsApi } from '../../../domain/api/price-alerts-api';
import { apiCall } from '../../lib/api-client';
import { AlertTokenAction } from './alert-page-frame';

/**
 * /besked/bekraeft?token= (ADR 072): the confirmation mail's link. Opening it changes nothing: a mail
 * scanner that fetches links must not confirm in the person's name, so the person presses the button.
 */
export function ConfirmAlertPage({ token }: { token: string | undefined }) {
  return (
    <AlertTokenAction
      token={token}
      title="Bekræft din besked"
      intro="Tryk på knappen for at bekræfte, at du vil have beskeder fra Leasingmatch på denne e-mailadresse."
      actionLabel="Bekræft besked"
      act={async (linkToken) => {
        const answer = await apiCall(priceAlertsApi.confirm, { body: { token: linkToken } });
        const { label, status } = answer.alert;
        return status === 'unsubscribed'
          ? {
              title: 'Beskeden er afmeldt',
              message: `Du har afmeldt beskeden om ${label}, så vi sender ikke noget. Opret en ny ved bilen eller søgningen.`,
              manageToken: answer.manage_token,
            }
          : {
              title: 'Din besked er bekræftet',
              message: `Tak! Vi giver dig besked om ${label}. Hver e-mail har et link til at afmelde.`,
              manageToken: answer.manage_token,
            };
      }}
    />
  );
}
