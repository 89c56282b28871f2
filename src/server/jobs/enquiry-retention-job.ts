import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { logger } from '../logging/logger';
import { pruneOldEnquiries } from '../services/admin/enquiries/prune-old-enquiries';
import { readSettingsSection } from '../services/admin/settings/site-settings';
import type { JobHandler } from './job-types';

export const ENQUIRY_RETENTION_JOB_KIND = 'enquiry_retention';
/** Enquiries are kept for months; a run every six hours deletes each within hours of its time. */
const ENQUIRY_RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Queues the next retention run unless one is already queued; the advisory lock makes the check and the
 * insert one step for every process, as the analytics retention does (ADR 050).
 */
export async function scheduleEnquiryRetention(db: Executor, runAfter: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ENQUIRY_RETENTION_JOB_KIND}))`);
    await tx.execute(sql`insert into jobs (kind, payload, run_after, max_attempts)
      select ${ENQUIRY_RETENTION_JOB_KIND}, '{}'::jsonb, ${runAfter.toISOString()}::timestamptz, 3
      where not exists (select 1 from jobs where kind = ${ENQUIRY_RETENTION_JOB_KIND} and status = 'queued')`);
  });
}

/**
 * Deletes enquiries older than Indstillinger › Henvendelser's retention months, with their mails and
 * notes (ADR 066), then queues the next run; a run given up queues the next one too.
 */
export function enquiryRetentionJobHandler(options: { now?: () => Date } = {}): JobHandler {
  const now = options.now ?? (() => new Date());
  const next = () => new Date(now().getTime() + ENQUIRY_RETENTION_EVERY_MS);
  return {
    run: async ({ db }) => {
      const { retentionMonths } = await readSettingsSection(db, 'enquiries');
      const deleted = await pruneOldEnquiries(db, { retentionMonths, now: now() });
      logger.info({ ...deleted, retentionMonths }, 'Enquiry retention: old enquiries deleted');
      await scheduleEnquiryRetention(db, next());
    },
    onGiveUp: async (tx) => {
      await scheduleEnquiryRetention(tx, next());
    },
  };
}
