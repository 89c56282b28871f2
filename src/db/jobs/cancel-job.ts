import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';

/**
 * A queued job is cancelled at once ('cancelled'); a running one gets a cancel request that its worker
 * sees at the next heartbeat and passes to the handler's AbortSignal ('cancel_requested').
 * 'not_active' when the job had already finished or does not exist.
 */
export async function cancelJob(
  executor: Executor,
  jobId: string,
): Promise<'cancelled' | 'cancel_requested' | 'not_active'> {
  const [row] = await queryRows<{ status: string }>(
    executor,
    sql`update jobs set
          status = case when status = 'queued' then 'cancelled' else status end,
          finished_at = case when status = 'queued' then now() else finished_at end,
          locked_by = case when status = 'queued' then null else locked_by end,
          cancel_requested_at = coalesce(cancel_requested_at, now())
        where id = ${jobId} and status in ('queued', 'running')
        returning status`,
  );
  if (!row) return 'not_active';
  return row.status === 'cancelled' ? 'cancelled' : 'cancel_requested';
}
