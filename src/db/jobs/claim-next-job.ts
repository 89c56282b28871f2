import { sql } from 'drizzle-orm';
import { arrayParam } from '../catalog-writes/pg-arrays';
import { type Executor, queryRows } from '../client';

export type ClaimedJob = {
  id: string;
  kind: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
};

type ClaimedRow = { id: string; kind: string; payload_json: string; attempts: number; max_attempts: number };

/**
 * Takes the oldest due queued job of one of `kinds` and leases it to `workerId` for `leaseMs`.
 * SKIP LOCKED lets concurrent workers each take a different job without waiting on one another.
 */
export async function claimNextJob(
  executor: Executor,
  options: { workerId: string; kinds: readonly string[]; leaseMs: number },
): Promise<ClaimedJob | null> {
  if (options.kinds.length === 0) return null;
  const [row] = await queryRows<ClaimedRow>(
    executor,
    sql`update jobs set
          status = 'running',
          attempts = attempts + 1,
          locked_by = ${options.workerId},
          locked_until = now() + ${options.leaseMs} * interval '1 millisecond',
          started_at = coalesce(started_at, now())
        where status = 'queued' and id = (
          select id from jobs
          where status = 'queued' and run_after <= now() and kind = any(${arrayParam(options.kinds, 'text')})
            and cancel_requested_at is null
          order by run_after, created_at, id
          limit 1
          for update skip locked)
        returning id, kind, payload::text as payload_json, attempts, max_attempts`,
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload_json),
    attempt: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  };
}
