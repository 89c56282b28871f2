import { sql } from 'drizzle-orm';
import { arrayParam } from '../catalog-writes/pg-arrays';
import { type Database, queryRows } from '../client';
import type { GiveUp } from './finish-job';

export type RecoveredJob = { id: string; kind: string; status: 'queued' | 'failed' | 'cancelled' };

/**
 * Running jobs whose lease ran out belonged to a process that died (or hung). Each is queued again while
 * attempts remain, cancelled if a cancel was requested, else failed with a reason, with `giveUp` in the
 * same transaction; so no job stays 'running' after a restart.
 */
export async function recoverExpiredJobs(
  db: Database,
  options: { kinds: readonly string[]; giveUp: GiveUp },
): Promise<RecoveredJob[]> {
  if (options.kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await queryRows<RecoveredJob & { payload_json: string; attempts: number }>(
      tx,
      sql`update jobs set
            status = case
              when cancel_requested_at is not null then 'cancelled'
              when attempts >= max_attempts then 'failed'
              else 'queued' end,
            last_error = 'Forsøg ' || attempts || ' af ' || max_attempts
              || ' stoppede uventet (serveren blev genstartet eller processen stoppede).',
            finished_at = case
              when cancel_requested_at is not null or attempts >= max_attempts then now() end,
            run_after = now(), locked_by = null, locked_until = null
          where id in (
            select id from jobs
            where status = 'running' and locked_until < now() and kind = any(${arrayParam(options.kinds, 'text')})
            order by locked_until
            for update skip locked)
          returning id, kind, status, payload::text as payload_json, attempts`,
    );
    for (const row of rows) {
      if (row.status !== 'failed') continue;
      await options.giveUp(tx, {
        jobId: row.id,
        kind: row.kind,
        payload: JSON.parse(row.payload_json),
        reason: `Jobbet stoppede uventet (serveren blev genstartet eller processen stoppede) og blev opgivet efter ${row.attempts} forsøg.`,
      });
    }
    return rows.map((row) => ({ id: row.id, kind: row.kind, status: row.status }));
  });
}
