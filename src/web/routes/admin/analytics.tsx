import { createFileRoute } from '@tanstack/react-router';
import { parseAnalyticsSearch } from '../../../domain/analytics/analytics-search-params';
import { AnalyticsPage } from '../../features/admin/analytics/analytics-page';

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: parseAnalyticsSearch,
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  return <AnalyticsPage days={Route.useSearch().days} />;
}
