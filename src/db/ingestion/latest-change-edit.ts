import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';

/** Who edited one of a batch's changes last and when, from the audit log (ADR 037). */
export async function latestChangeEdit(
  executor: Executor,
  batchId: string,
): Promise<{ actorEmail: string | null; at: Date } | null> {
  const [row] = await queryRows<{ actor_email: string | null; at: Date | string }>(
    executor,
    sql`select a.actor_email, a.at from audit_log a
        where a.entity = 'import_change'
          and a.entity_id in (select id::text from import_changes where batch_id = ${batchId})
        order by a.at desc, a.id desc limit 1`,
  );
  return row ? { actorEmail: row.actor_email, at: new Date(row.at) } : null;
}
