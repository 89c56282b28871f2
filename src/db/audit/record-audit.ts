import { randomUUID } from 'node:crypto';
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
};

/** Where a row sits in a grouped write: its own id (the summary) or the summary it is a step of. */
type GroupPlace = { id?: string; groupId?: string };

const auditRow = (actor: AuditActor, entry: AuditEntry, place: GroupPlace) => ({
  ...(place.id ? { id: place.id } : {}),
  actorId: actor.id,
  actorEmail: actor.email,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  groupId: place.groupId ?? null,
});

async function insertAuditRow(tx: Executor, actor: AuditActor, entry: AuditEntry, place: GroupPlace) {
  await tx.insert(auditLog).values(auditRow(actor, entry, place));
}

/** Rows per insert of `steps`: well under PostgreSQL's 65 535 parameters (9 a row). */
const STEPS_PER_INSERT = 1_000;

/**
 * Writes one audit row. Call it with the transaction of the write it describes, so the write and its
 * record commit or roll back together.
 */
export function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  return insertAuditRow(tx, actor, entry, {});
}

export type AuditGroup = {
  /** The summary row's id, known before it is written. */
  readonly id: string;
  /** Records one step of the write (e.g. one listing a batch apply or a bulk action changed). */
  step: (entry: AuditEntry) => Promise<void>;
  /** Records many steps with a few inserts (a bulk action on thousands of listings). */
  steps: (entries: readonly AuditEntry[]) => Promise<void>;
  /** Records the summary row, the one entry the log shows for the whole write (ADR 043). */
  summarize: (entry: AuditEntry) => Promise<void>;
};

/**
 * A write of many steps as one entry of the log: every step names the summary row by
 * audit_log.group_id, and the log opens the summary to its steps. Use it with the write's transaction.
 */
export function startAuditGroup(tx: Executor, actor: AuditActor): AuditGroup {
  const id = randomUUID();
  return {
    id,
    step: (entry) => insertAuditRow(tx, actor, entry, { groupId: id }),
    steps: async (entries) => {
      for (let start = 0; start < entries.length; start += STEPS_PER_INSERT) {
        const chunk = entries.slice(start, start + STEPS_PER_INSERT);
        await tx.insert(auditLog).values(chunk.map((entry) => auditRow(actor, entry, { groupId: id })));
      }
    },
    summarize: (entry) => insertAuditRow(tx, actor, entry, { id }),
  };
}
