import { z } from 'zod/mini';
import { firstOf, readInteger, readText } from '../listings/search-param-values';
import { preprocess } from '../listings/zod-preprocess';

const entityName = z.catch(
  preprocess(
    (value) => firstOf(value, readText),
    z.optional(z.string().check(z.maxLength(40), z.regex(/^[a-z_]+$/))),
  ),
  undefined,
);

/** /admin/audit-log and /api/admin/audit-log: entity, entity_id, page; an invalid value falls back. */
export const auditLogSearchSchema = z.object({
  entity: entityName,
  entity_id: z.catch(
    preprocess((value) => firstOf(value, readText), z.optional(z.string().check(z.maxLength(200)))),
    undefined,
  ),
  page: z.catch(
    preprocess((value) => firstOf(value, readInteger), z.optional(z.int().check(z.minimum(1)))),
    undefined,
  ),
});

export type AuditLogSearch = z.infer<typeof auditLogSearchSchema>;

export const AUDIT_LOG_PAGE_SIZE = 25;

export type AuditLogEntry = {
  id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

export type AuditLogPage = {
  entries: AuditLogEntry[];
  page: number;
  pageCount: number;
  total: number;
  /** Every entity that has rows, for the filter. */
  entities: string[];
};
