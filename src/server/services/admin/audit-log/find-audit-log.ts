import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { auditLog } from '../../../../db/schema/admin';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogSearch,
} from '../../../../domain/admin/audit-log-search-params';

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

type EntryRow = Omit<AuditLogEntry, 'at'> & { at: Date };

export const toAuditLogEntry = (row: EntryRow): AuditLogEntry => ({
  ...row,
  at: row.at.toISOString(),
});

/** The newest audit rows first, filtered by entity (and entity id) on the server, one page at a time. */
export async function findAuditLog(db: Executor, search: AuditLogSearch): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (search.entity) conditions.push(eq(auditLog.entity, search.entity));
  if (search.entity_id) conditions.push(eq(auditLog.entityId, search.entity_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = search.page ?? 1;

  const [totals, rows, entities] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select(entryColumns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((page - 1) * AUDIT_LOG_PAGE_SIZE),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    entries: rows.map(toAuditLogEntry),
    page,
    pageCount: Math.ceil(total / AUDIT_LOG_PAGE_SIZE),
    total,
    entities: entities.map((row) => row.entity),
  };
}

/** The latest changes of every kind, for the dashboard. */
export async function latestAuditEntries(db: Executor, limit: number): Promise<AuditLogEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map(toAuditLogEntry);
}
