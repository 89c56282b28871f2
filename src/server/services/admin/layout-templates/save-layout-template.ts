import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import {
  insertLayoutTemplateVersion,
  lockSellerForTemplate,
} from '../../../../db/layout-templates/layout-template-rows';
import {
  type LayoutTemplateAuditAction,
  type LayoutTemplateAuditEntity,
  layoutTemplateAuditEntity,
  type SavedLayoutTemplate,
  type SaveLayoutTemplateInput,
} from '../../../../domain/ingestion/layout-template-api';
import { readSessionLines, type SessionLines } from './read-session-lines';

const entity: LayoutTemplateAuditEntity = layoutTemplateAuditEntity;
const action: LayoutTemplateAuditAction = 'create';

/**
 * Saves a template taught on a session as the next version of its seller's template, which the
 * seller's next price lists are read with. One transaction with its audit row.
 */
export async function saveLayoutTemplate(
  db: Database,
  actor: AuditActor,
  sessionId: string,
  input: SaveLayoutTemplateInput,
): Promise<{ ok: true; value: SavedLayoutTemplate } | Extract<SessionLines, { ok: false }>> {
  const read = await readSessionLines(db, sessionId);
  if (!read.ok) return read;
  const { sellerId } = read.session;
  return db.transaction(async (tx) => {
    const sellerName = await lockSellerForTemplate(tx, sellerId);
    if (sellerName === null) {
      return { ok: false as const, reason: 'not_found' as const, message: 'Sælgeren findes ikke.' };
    }
    const row = await insertLayoutTemplateVersion(tx, {
      sellerId,
      template: input.template,
      name: input.name ? input.name : null,
      sourceSessionId: sessionId,
      createdBy: actor.id,
      createdByEmail: actor.email,
    });
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: row.id,
      after: {
        sellerId,
        sellerName,
        title: `${sellerName} v${row.version}`,
        version: row.version,
        name: row.name ?? undefined,
        sessionId,
        template: row.template,
      },
    });
    return {
      ok: true as const,
      value: { id: row.id, version: row.version, seller_id: sellerId, seller_name: sellerName },
    };
  });
}
