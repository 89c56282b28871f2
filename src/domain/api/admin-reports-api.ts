import type { DashboardSummary } from '../admin/dashboard-summary';
import type { AnalyticsReport } from '../analytics/analytics-report';
import { endpoint } from './endpoint';

/** The admin's read-only reports: the dashboard's figures and the analytics report of a period. */
export const adminReportsApi = {
  dashboard: endpoint('GET', '/api/admin/dashboard').types<{ response: DashboardSummary }>(),
  /** Dates as YYYY-MM-DD (Copenhagen); without them the last 30 days. */
  analytics: endpoint('GET', '/api/admin/analytics').types<{
    search: { from: string; to: string };
    response: AnalyticsReport;
  }>(),
};
