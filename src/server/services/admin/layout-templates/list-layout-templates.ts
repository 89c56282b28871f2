import type { Executor } from '../../../../db/client';
import {
  type LayoutTemplateRow,
  listLayoutTemplateRows,
} from '../../../../db/layout-templates/layout-template-rows';
import type {
  LayoutTemplateStatus,
  LayoutTemplateVersionJson,
  LayoutTemplateVersionsResponse,
} from '../../../../domain/ingestion/layout-template-api';

/** A version as the seller page shows it; `inUse` is whether it is the seller's newest active one. */
export function layoutTemplateJson(row: LayoutTemplateRow, inUse: boolean): LayoutTemplateVersionJson {
  const status: LayoutTemplateStatus = !row.active ? 'deactivated' : inUse ? 'in_use' : 'standby';
  return {
    id: row.id,
    seller_id: row.sellerId,
    version: row.version,
    name: row.name,
    status,
    column_count: row.template.columns.length,
    template: row.template,
    source_session_id: row.sourceSessionId,
    created_at: row.createdAt.toISOString(),
    created_by_email: row.createdByEmail,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    deactivated_by_email: row.deactivatedByEmail,
  };
}

/** Every version of a seller's layout template, newest first; the newest active one is in use. */
export async function listLayoutTemplates(
  db: Executor,
  sellerId: string,
): Promise<LayoutTemplateVersionsResponse> {
  const rows = await listLayoutTemplateRows(db, sellerId);
  const inUse = rows.find((row) => row.active)?.id;
  return { items: rows.map((row) => layoutTemplateJson(row, row.id === inUse)) };
}
