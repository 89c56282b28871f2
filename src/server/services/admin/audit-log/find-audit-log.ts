import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AuditRowWithSubject, selectAuditRows } from '../../../../db/audit/select-audit-rows';
import type { Executor } from '../../../../db/client';
import { auditLog } from '../../../../db/schema/admin';
import {
  AUDIT_GROUP_LIMIT,
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogSearch,
} from '../../../../domain/admin/audit-log-search-params';
import type { AuditEntity } from '../../../../domain/admin/audit-vocabulary';

const toAuditLogEntry = (row: AuditRowWithSubject): AuditLogEntry => ({
  ...row,
  at: row.at.toISOString(),
});

/** Rows about one listing: its own and its images' (keyed by the listing), and rows that name it. */
const listingEntities: AuditEntity[] = ['listing', 'image'];
const aboutListing = (listingId: string) =>
  or(
    and(inArray(auditLog.entity, listingEntities), eq(auditLog.entityId, listingId)),
    sql`${auditLog.after}->>'listingId' = ${listingId}`,
  );

function conditionsFor(search: AuditLogSearch): SQL | undefined {
  if (search.group) return eq(auditLog.groupId, search.group);
  const conditions: SQL[] = [];
  if (search.listing) conditions.push(aboutListing(search.listing) as SQL);
  if (search.entity) conditions.push(eq(auditLog.entity, search.entity));
  if (search.entity_id) conditions.push(eq(auditLog.entityId, search.entity_id));
  // Unfiltered, a write of many steps (a batch apply) is one entry: its summary; the steps open from it.
  if (!conditions.length) conditions.push(isNull(auditLog.groupId));
  return and(...conditions);
}

/**
 * The newest audit rows first with their subjects named, one page at a time: filtered by entity, entity
 * id or listing on the server; unfiltered, the steps of a grouped write stay inside their summary row;
 * `group` answers those steps (all of them, up to AUDIT_GROUP_LIMIT, in one page).
 */
export async function findAuditLog(db: Executor, search: AuditLogSearch): Promise<AuditLogPage> {
  const where = conditionsFor(search);
  const pageSize = search.group ? AUDIT_GROUP_LIMIT : AUDIT_LOG_PAGE_SIZE;
  const page = search.group ? 1 : (search.page ?? 1);

  const [totals, rows, entities] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    selectAuditRows(db, { where, limit: pageSize, offset: (page - 1) * pageSize }),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    entries: rows.map(toAuditLogEntry),
    page,
    pageCount: Math.ceil(total / pageSize),
    total,
    entities: entities.map((row) => row.entity),
  };
}

/** The latest changes of every kind, for the dashboard (a grouped write as its summary). */
export async function latestAuditEntries(db: Executor, limit: number): Promise<AuditLogEntry[]> {
  const rows = await selectAuditRows(db, { where: isNull(auditLog.groupId), limit });
  return rows.map(toAuditLogEntry);
}
