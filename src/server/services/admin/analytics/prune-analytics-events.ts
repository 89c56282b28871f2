import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import { addDays, danishToday } from '../../../../domain/analytics/analytics-report-params';
import { refreshAnalyticsRollups } from './refresh-analytics-rollups';
import { REPORT_TIME_ZONE } from './report-period';

/** Rows per delete statement: each is a short transaction, so the collector's inserts never wait long. */
const DELETE_CHUNK = 5000;

export type PruneResult = {
  /** The first Danish day whose events are kept. */
  keptFrom: string;
  deleted: number;
};

/**
 * The retention of raw analytics events (ADR 050): the events of every Danish day before the last
 * `retentionDays` days are rolled up into the daily counts first (refreshAnalyticsRollups records each
 * such day as final, so Statistik never reads its events again) and then deleted, in chunks. A day that
 * is not final yet keeps its events. `beforeChunk` lets a job renew its lease between chunks.
 */
export async function pruneAnalyticsEvents(
  db: Executor,
  options: { retentionDays: number; now: Date; beforeChunk?: () => Promise<void> },
): Promise<PruneResult> {
  const keptFrom = addDays(danishToday(options.now), -options.retentionDays);
  const keptFromInstant = sql`(${keptFrom}::date)::timestamp at time zone ${REPORT_TIME_ZONE}`;
  const [oldest] = await queryRows<{ day: string | null }>(
    db,
    sql`select to_char(min(received_at) at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD') as day
      from analytics_events where received_at < ${keptFromInstant}`,
  );
  if (!oldest?.day) return { keptFrom, deleted: 0 };
  const lastPruned = addDays(keptFrom, -1);
  const days = (Date.parse(lastPruned) - Date.parse(oldest.day)) / 86_400_000 + 1;
  await refreshAnalyticsRollups(db, { from: oldest.day, to: lastPruned, days }, options.now);
  let deleted = 0;
  for (;;) {
    await options.beforeChunk?.();
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
        delete from analytics_events where id in (
          select e.id from analytics_events e
          where e.received_at < ${keptFromInstant}
            and exists (select 1 from analytics_rollup_days r
              where r.day = (e.received_at at time zone ${REPORT_TIME_ZONE})::date)
          limit ${DELETE_CHUNK})
        returning 1)
      select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    deleted += n;
    if (n < DELETE_CHUNK) return { keptFrom, deleted };
  }
}
