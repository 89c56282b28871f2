/** One field of an audit row that differs between before and after. */
export type AuditFieldChange = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that changed, in the order they first appear: a create lists every field of `after`, a
 * delete every field of `before`. Values are compared by their JSON, so equal arrays and objects count
 * as unchanged. A non-object snapshot is treated as one field named ''.
 */
export function auditFieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  if ((before != null && !isRecord(before)) || (after != null && !isRecord(after))) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '', before, after }];
  }
  const from = before ?? {};
  const to = after ?? {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}
