import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '../../../domain/listings/search-schema';
import { alertToken } from '../../features/price-alerts/alert-token-param';
import { UnsubscribeAlertPage } from '../../features/price-alerts/unsubscribe-alert-page';
import { pageHead } from '../../lib/page-meta';

export const Route = createFileRoute('/besked/afmeld')({
  validateSearch: searchSchema({ token: alertToken }),
  head: () => pageHead({ title: 'Afmeld besked', description: 'Afmeld en prisalarm eller gemt søgning.' }),
  component: UnsubscribeAlertRoute,
});

function UnsubscribeAlertRoute() {
  return <UnsubscribeAlertPage token={Route.useSearch().token} />;
}
