import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../features/admin/analytics/analytics-page';
import { parseAnalyticsSearch } from '../../features/admin/analytics/analytics-search';

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: parseAnalyticsSearch,
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  return <AnalyticsPage days={Route.useSearch().days} />;
}
