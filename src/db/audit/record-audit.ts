import type { Executor } from '../client';
import { auditLog } from '../schema/admin';

export type AuditActor = { id: string; email: string };
export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null | undefined;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Call it with the transaction of the write it describes, so the write and its
 * record commit or roll back together.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
