import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { auditLog } from '../schema/admin';

/** Who wrote the newest audit row about one record (any of the given entities), and when. */
export async function latestAuditEntry(
  executor: Executor,
  entities: readonly string[],
  entityId: string,
): Promise<{ actorEmail: string | null; at: Date } | null> {
  const [row] = await executor
    .select({ actorEmail: auditLog.actorEmail, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), inArray(auditLog.entity, [...entities])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row ?? null;
}
