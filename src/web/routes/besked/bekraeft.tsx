import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '../../../domain/listings/search-schema';
import { alertToken } from '../../features/price-alerts/alert-token-param';
import { ConfirmAlertPage } from '../../features/price-alerts/confirm-alert-page';
import { pageHead } from '../../lib/page-meta';

export const Route = createFileRoute('/besked/bekraeft')({
  validateSearch: searchSchema({ token: alertToken }),
  head: () =>
    pageHead({ title: 'Bekræft din besked', description: 'Bekræft din prisalarm eller gemte søgning.' }),
  component: ConfirmAlertRoute,
});

function ConfirmAlertRoute() {
  return <ConfirmAlertPage token={Route.useSearch().token} />;
}
