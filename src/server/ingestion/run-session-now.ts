import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { completeJob, failJobAttempt } from '../../db/jobs/finish-job';
import type { ExtractionSessionStatus } from '../../db/schema';
import { failSessionOfGivenUpJob } from '../services/admin/ingestion/finish-extraction-session';
import { type ExtractionRunnerOptions, runExtractionSession } from './run-extraction-session';

const LEASE_MS = 120_000;

/**
 * Runs a just-created session in this request instead of waiting for the worker (the Toyota page's
 * "make a batch"): its queued job is leased to this request first, so the worker never runs it too; if
 * the process dies meanwhile, the lease runs out and the worker resumes the session as usual.
 * Null when the worker had already taken the job.
 */
export async function runSessionNow(
  db: Database,
  input: { sessionId: string; jobId: string },
  options: ExtractionRunnerOptions,
): Promise<ExtractionSessionStatus | null> {
  const workerId = `request:${randomUUID().slice(0, 8)}`;
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = now() + ${LEASE_MS} * interval '1 millisecond', started_at = coalesce(started_at, now())
        where id = ${input.jobId} and status = 'queued'
        returning id`,
  );
  if (claimed.length === 0) return null;
  const owner = { jobId: input.jobId, workerId };
  try {
    const status = await runExtractionSession(db, input.sessionId, options);
    await completeJob(db, owner);
    return status;
  } catch (error) {
    await failJobAttempt(db, {
      ...owner,
      error,
      retryDelayMs: 0,
      giveUp: (tx, job) => failSessionOfGivenUpJob(tx, { ...job, payload: { sessionId: input.sessionId } }),
    });
    throw error;
  }
}
