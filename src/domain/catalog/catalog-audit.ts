import { joinAuditActions, type StoredAuditAction } from '../admin/audit-vocabulary';

/**
 * The audit log's vocabulary for the catalogue of makes and models (audit_log.entity and .action).
 * A write that does several things at once joins its actions with '+', e.g. 'rename+update_aliases'.
 */
export const catalogAuditEntities = ['make', 'model'] as const;
export type CatalogAuditEntity = (typeof catalogAuditEntities)[number];

export const catalogAuditActions = [
  'create',
  'rename',
  'merge',
  'update_aliases',
  'update_defaults',
  'delete',
] as const;
export type CatalogAuditAction = (typeof catalogAuditActions)[number];

/** 'rename+update_aliases' from the parts that happened, in the vocabulary's order; null when none did. */
export function combinedCatalogAction(parts: ReadonlySet<CatalogAuditAction>): StoredAuditAction | null {
  const [first, ...rest] = catalogAuditActions.filter((action) => parts.has(action));
  return first === undefined ? null : joinAuditActions([first, ...rest]);
}
