import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportPeriod } from './report-period';

/** How often visitors changed the lease terms on a listing, and on how many listings. */
export async function countLeaseTermsApply(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['leaseTermsApply']> {
  const [row] = await queryRows<AnalyticsReport['leaseTermsApply']>(
    db,
    sql`select count(*)::int as count, count(distinct properties->>'listing_id')::int as listings
      from analytics_events
      where event = 'lease_terms_apply' and ${inReportPeriod(period)}`,
  );
  return row ?? { count: 0, listings: 0 };
}
