import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DEFAULT_RAW_EVENT_RETENTION_DAYS } from '../../domain/analytics/analytics-limits';
import { logger } from '../logging/logger';
import { pruneAnalyticsEvents } from '../services/admin/analytics/prune-analytics-events';
import { readSettingsSection } from '../services/admin/settings/site-settings';
import type { JobHandler } from './job-types';

export const ANALYTICS_RETENTION_JOB_KIND = 'analytics_retention';
/** How often the retention runs: days end at midnight, so once a day is enough; a missed run catches up. */
export const ANALYTICS_RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Queues the next retention run unless one is already queued. The transaction's advisory lock makes
 * the check and the insert one step for every process sharing the database, so processes that start
 * together queue one run between them.
 */
export async function scheduleAnalyticsRetention(db: Executor, runAfter: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ANALYTICS_RETENTION_JOB_KIND}))`);
    await tx.execute(sql`insert into jobs (kind, payload, run_after, max_attempts)
      select ${ANALYTICS_RETENTION_JOB_KIND}, '{}'::jsonb, ${runAfter.toISOString()}::timestamptz, 3
      where not exists (select 1 from jobs where kind = ${ANALYTICS_RETENTION_JOB_KIND} and status = 'queued')`);
  });
}

/**
 * Deletes raw analytics events older than Indstillinger › Statistik's retention days, after rolling
 * them up (ADR 050), then queues the next run. A run that fails is retried by the queue; the next run is
 * queued when the last attempt is given up too, so the retention never stops for good.
 */
export function analyticsRetentionJobHandler(options: { now?: () => Date } = {}): JobHandler {
  const now = options.now ?? (() => new Date());
  return {
    run: async ({ db, heartbeat }) => {
      const settings = await readSettingsSection(db, 'analytics');
      const retentionDays = settings.rawEventRetentionDays ?? DEFAULT_RAW_EVENT_RETENTION_DAYS;
      const result = await pruneAnalyticsEvents(db, { retentionDays, now: now(), beforeChunk: heartbeat });
      logger.info({ ...result, retentionDays }, 'Analytics retention: raw events deleted');
      await scheduleAnalyticsRetention(db, new Date(now().getTime() + ANALYTICS_RETENTION_EVERY_MS));
    },
    onGiveUp: async (tx) => {
      await scheduleAnalyticsRetention(tx, new Date(now().getTime() + ANALYTICS_RETENTION_EVERY_MS));
    },
  };
}
