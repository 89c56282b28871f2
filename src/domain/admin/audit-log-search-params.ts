import {
  optionalInteger,
  optionalText,
  optionalUuid,
  type SearchOf,
  searchSchema,
} from '../listings/search-schema';

/**
 * /admin/audit-log and /api/admin/audit-log: entity, entity_id, page; an invalid value falls back.
 * The API also takes `group` (the steps of one summary row, e.g. the listings one batch apply changed)
 * and `listing` (one listing's history: its own rows, its images', and rows that name it).
 */
export const auditLogSearchSchema = searchSchema({
  group: optionalUuid,
  listing: optionalUuid,
  entity: optionalText(40, /^[a-z_]+$/),
  entity_id: optionalText(200),
  page: optionalInteger({ min: 1 }),
});

export type AuditLogSearch = SearchOf<typeof auditLogSearchSchema.fields>;

export const AUDIT_LOG_PAGE_SIZE = 25;

/** The steps one summary row stands for (GET ?group=) arrive in one answer, up to this many. */
export const AUDIT_GROUP_LIMIT = 1000;

export type AuditLogEntry = {
  id: string;
  at: string;
  actorEmail: string | null;
  /** A StoredAuditAction; old rows may hold values outside today's vocabulary. */
  action: string;
  /** An AuditEntity; see `action`. */
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  /** The live name of the subject ("Toyota Yaris Cross Active", a seller, an e-mail); null when it is gone. */
  subject: string | null;
  /** The summary row this row is one step of (a batch apply), or null. */
  groupId: string | null;
  /** How many steps this summary row stands for (0 for a row that stands alone). */
  groupSize: number;
};

export type AuditLogPage = {
  entries: AuditLogEntry[];
  page: number;
  pageCount: number;
  total: number;
  /** Every entity that has rows, for the filter. */
  entities: string[];
};
