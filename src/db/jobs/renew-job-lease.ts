import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';

export type LeaseState = 'held' | 'cancel_requested' | 'lost';

/** Extends a running job's lease; tells the worker whether the job was cancelled or taken from it. */
export async function renewJobLease(
  executor: Executor,
  options: { jobId: string; workerId: string; leaseMs: number },
): Promise<LeaseState> {
  const [row] = await queryRows<{ cancel_requested: boolean }>(
    executor,
    sql`update jobs set locked_until = now() + ${options.leaseMs} * interval '1 millisecond'
        where id = ${options.jobId} and status = 'running' and locked_by = ${options.workerId}
        returning cancel_requested_at is not null as cancel_requested`,
  );
  if (!row) return 'lost';
  return row.cancel_requested ? 'cancel_requested' : 'held';
}
