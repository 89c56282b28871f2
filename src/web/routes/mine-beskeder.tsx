import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '../../domain/listings/search-schema';
import { alertToken } from '../features/price-alerts/alert-token-param';
import { ManageAlertsPage } from '../features/price-alerts/manage-alerts-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/mine-beskeder')({
  validateSearch: searchSchema({ token: alertToken }),
  head: () =>
    pageHead({
      title: 'Mine beskeder',
      description: 'Se, ret og afmeld dine prisalarmer og gemte søgninger.',
    }),
  component: ManageAlertsRoute,
});

function ManageAlertsRoute() {
  return <ManageAlertsPage token={Route.useSearch().token} />;
}
