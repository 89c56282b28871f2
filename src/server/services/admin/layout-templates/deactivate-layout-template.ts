import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import {
  findActiveLayoutTemplate,
  lockLayoutTemplate,
  lockSellerForTemplate,
  markLayoutTemplateInactive,
} from '../../../../db/layout-templates/layout-template-rows';
import {
  type LayoutTemplateAuditAction,
  type LayoutTemplateAuditEntity,
  type LayoutTemplateVersionJson,
  layoutTemplateAuditEntity,
} from '../../../../domain/ingestion/layout-template-api';
import { layoutTemplateJson } from './list-layout-templates';

const entity: LayoutTemplateAuditEntity = layoutTemplateAuditEntity;
const action: LayoutTemplateAuditAction = 'deactivate';

export type DeactivateResult =
  | { ok: true; value: LayoutTemplateVersionJson }
  | { ok: false; reason: 'not_found' | 'already_inactive'; message: string };

/**
 * Takes a version out of use: the seller's next lists are read with its newest remaining active
 * version, or by the general reader when none is left. One transaction with its audit row.
 */
export async function deactivateLayoutTemplate(
  db: Database,
  actor: AuditActor,
  sellerId: string,
  templateId: string,
): Promise<DeactivateResult> {
  return db.transaction(async (tx): Promise<DeactivateResult> => {
    const sellerName = await lockSellerForTemplate(tx, sellerId);
    const row = sellerName === null ? null : await lockLayoutTemplate(tx, sellerId, templateId);
    if (!row) return { ok: false, reason: 'not_found', message: 'Skabelonen findes ikke.' };
    if (!row.active) {
      return { ok: false, reason: 'already_inactive', message: 'Skabelonen er allerede deaktiveret.' };
    }
    const updated = await markLayoutTemplateInactive(tx, row.id, actor.email);
    const next = await findActiveLayoutTemplate(tx, sellerId);
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: row.id,
      before: { sellerId, sellerName, title: `${sellerName} v${row.version}`, active: true },
      after: {
        sellerId,
        sellerName,
        title: `${sellerName} v${row.version}`,
        active: false,
        nowInUse: next ? `v${next.version}` : null,
      },
    });
    return { ok: true, value: layoutTemplateJson(updated, false) };
  });
}
