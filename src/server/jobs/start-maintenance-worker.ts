import type { Database } from '../../db/client';
import { logger } from '../logging/logger';
import {
  ANALYTICS_RETENTION_JOB_KIND,
  analyticsRetentionJobHandler,
  scheduleAnalyticsRetention,
} from './analytics-retention-job';
import { type JobWorker, startJobWorker } from './job-worker';

/**
 * The worker of the site's housekeeping jobs (the analytics retention, ADR 050), apart from the
 * extraction worker so a long price list never delays them. Every process runs one; the queue gives
 * each job to one of them. Queues the first retention run now if none is queued.
 */
export async function startMaintenanceWorker(options: {
  db: Database;
  leaseMs?: number;
  pollMs?: number;
}): Promise<JobWorker> {
  await scheduleAnalyticsRetention(options.db, new Date());
  return startJobWorker({
    db: options.db,
    handlers: { [ANALYTICS_RETENTION_JOB_KIND]: analyticsRetentionJobHandler() },
    pollMs: options.pollMs ?? 30_000,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    onError: (error) => logger.error({ err: error }, 'Maintenance worker failed'),
  });
}
