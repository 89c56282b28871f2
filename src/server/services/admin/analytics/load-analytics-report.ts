import type { Executor } from '../../../../db/client';
import { type AnalyticsReport, enquiryCounts } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { countEnquiries } from './count-enquiries';
import { countLeaseTermsApply } from './count-lease-terms-apply';
import { countPageViews } from './count-page-views';
import { countSearches } from './count-searches';
import { countTopFilters } from './count-top-filters';
import { loadDailySeries } from './load-daily-series';
import { loadListingFunnel } from './load-listing-funnel';
import { refreshAnalyticsRollups } from './refresh-analytics-rollups';

/**
 * Every figure of the admin's analytics page for one period, each aggregated in SQL from the daily rollups,
 * which are brought up to date first (ADR 023).
 */
export async function loadAnalyticsReport(
  db: Executor,
  period: AnalyticsReportParams,
  now: Date,
): Promise<AnalyticsReport> {
  await refreshAnalyticsRollups(db, period, now);
  const [daily, pageViews, searches, filters, funnel, leaseTermsApply, enquiries] = await Promise.all([
    loadDailySeries(db, period),
    countPageViews(db, period),
    countSearches(db, period),
    countTopFilters(db, period),
    loadListingFunnel(db, period),
    countLeaseTermsApply(db, period),
    countEnquiries(db, period),
  ]);
  return {
    period,
    events: daily.events,
    pageViews,
    searches,
    filters,
    funnel: { ...funnel, ...enquiryCounts(funnel.clicks, enquiries) },
    leaseTermsApply,
    daily: daily.days,
  };
}
