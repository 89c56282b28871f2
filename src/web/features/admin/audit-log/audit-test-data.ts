import type { AuditLogEntry, AuditLogPage } from '../../../../domain/admin/audit-log-search-params';

/** One audit row for the audit log's tests: an admin's update of listing l1, changed by `overrides`. */
export const auditEntry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 'row',
  at: '2026-11-25T13:05:00Z',
  actorEmail: 'admin@test.dk',
  action: 'update',
  entity: 'listing',
  entityId: 'l1',
  before: null,
  after: null,
  subject: null,
  groupId: null,
  groupSize: 0,
  ...overrides,
});

/** The faked answer of GET /api/admin/audit-log: one page holding `entries`, unless `paging` says more. */
export const auditAnswer = (entries: AuditLogEntry[], paging: Partial<Omit<AuditLogPage, 'entries'>> = {}) =>
  new Response(
    JSON.stringify({
      entries,
      page: 1,
      pageCount: 1,
      total: entries.length,
      entities: [],
      ...paging,
    } satisfies AuditLogPage),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
