import type { AuditEntity, StoredAuditAction } from '../../domain/admin/audit-vocabulary';
import type { Executor } from '../client';
import { auditLog } from '../schema/admin';

export type AuditActor = { id: string; email: string };
export type AuditEntry = {
  action: StoredAuditAction;
  entity: AuditEntity;
  entityId?: string | null | undefined;
  before?: unknown;
  after?: unknown;
  /** The row's own id, when the use case needs it before writing (the summary row of a group). */
  id?: string | undefined;
  /** The summary row this row is one step of (e.g. one listing changed by a batch apply). */
  groupId?: string | undefined;
};

/**
 * Writes one audit row. Call it with the transaction of the write it describes, so the write and its
 * record commit or roll back together.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    ...(entry.id ? { id: entry.id } : {}),
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    groupId: entry.groupId ?? null,
  });
}
