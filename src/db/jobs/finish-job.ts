import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../client';
import type { GivenUpJob } from './given-up-job';

type Owner = { jobId: string; workerId: string };
export type GiveUp = (tx: Executor, job: GivenUpJob) => Promise<void>;

/**
 * Marks a job this worker still holds as succeeded, or as cancelled when a cancel was requested while it
 * ran. Does nothing if the lease was lost (another worker has it now).
 */
export async function completeJob(
  executor: Executor,
  owner: Owner,
): Promise<'succeeded' | 'cancelled' | null> {
  const [row] = await queryRows<{ status: 'succeeded' | 'cancelled' }>(
    executor,
    sql`update jobs set
          status = case when cancel_requested_at is not null then 'cancelled' else 'succeeded' end,
          finished_at = now(), locked_by = null, locked_until = null
        where id = ${owner.jobId} and status = 'running' and locked_by = ${owner.workerId}
        returning status`,
  );
  return row?.status ?? null;
}

/**
 * After a handler threw: cancelled if a cancel was requested, queued again (after `retryDelayMs` × the
 * attempt number) while attempts remain, else failed, with `giveUp` in the same transaction.
 */
export async function failJobAttempt(
  db: Database,
  owner: Owner & { error: unknown; retryDelayMs: number; giveUp: GiveUp },
): Promise<'queued' | 'failed' | 'cancelled' | null> {
  const message = owner.error instanceof Error ? owner.error.message : String(owner.error);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      status: 'queued' | 'failed' | 'cancelled';
      kind: string;
      payload_json: string;
      attempts: number;
    }>(
      tx,
      sql`update jobs set
            status = case
              when cancel_requested_at is not null then 'cancelled'
              when attempts >= max_attempts then 'failed'
              else 'queued' end,
            last_error = 'Forsøg ' || attempts || ' af ' || max_attempts || ' mislykkedes: ' || ${message},
            run_after = now() + ${owner.retryDelayMs} * attempts * interval '1 millisecond',
            finished_at = case
              when cancel_requested_at is not null or attempts >= max_attempts then now() end,
            locked_by = null, locked_until = null
          where id = ${owner.jobId} and status = 'running' and locked_by = ${owner.workerId}
          returning status, kind, payload::text as payload_json, attempts`,
    );
    if (!row) return null;
    if (row.status === 'failed') {
      await owner.giveUp(tx, {
        jobId: owner.jobId,
        kind: row.kind,
        payload: JSON.parse(row.payload_json),
        reason: `Jobbet mislykkedes efter ${row.attempts} forsøg: ${message}`,
      });
    }
    return row.status;
  });
}

/** Hands a job back to the queue without counting the attempt (the worker is shutting down). */
export async function releaseJob(executor: Executor, owner: Owner): Promise<void> {
  await executor.execute(
    sql`update jobs set
          status = case when cancel_requested_at is not null then 'cancelled' else 'queued' end,
          finished_at = case when cancel_requested_at is not null then now() end,
          attempts = greatest(attempts - 1, 0), run_after = now(), locked_by = null, locked_until = null
        where id = ${owner.jobId} and status = 'running' and locked_by = ${owner.workerId}`,
  );
}
