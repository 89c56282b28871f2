import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportDays } from './report-period';

/** How often visitors changed the lease terms on a listing, and on how many of our listings. */
export async function countLeaseTermsApply(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['leaseTermsApply']> {
  const [row] = await queryRows<AnalyticsReport['leaseTermsApply']>(
    db,
    sql`select
        (select coalesce(sum(c.count), 0)::int from analytics_daily_counts c
          where c.event = 'lease_terms_apply' and ${inReportDays(period, 'c')}) as count,
        (select count(distinct l.listing_id)::int from analytics_daily_listings l
          where l.lease_terms_apply > 0 and ${inReportDays(period, 'l')}) as listings`,
  );
  return row ?? { count: 0, listings: 0 };
}
