import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import {
  loadCatalogNames,
  lockCatalogNames,
  replaceMakeAliases,
} from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { makes } from '../../../../db/schema';
import type { CatalogAuditAction, CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import type { MakeData } from '../../../../domain/catalog/make-model-schema';
import {
  aliasesBesidesName,
  type CatalogWriteResult,
  makeNameConflict,
  makeSnapshot,
} from './catalog-name-checks';

const entity: CatalogAuditEntity = 'make';
const action: CatalogAuditAction = 'create';

/** Adds a make with its aliases; refused when the name or an alias is another make's. One transaction with its audit row. */
export async function createMake(
  db: Database,
  actor: AuditActor,
  data: MakeData,
): Promise<CatalogWriteResult<{ id: string }>> {
  return db.transaction(async (tx) => {
    await lockCatalogNames(tx);
    const aliases = aliasesBesidesName(data.aliases, data.name);
    const conflict = makeNameConflict(await loadCatalogNames(tx), null, data.name, aliases);
    if (conflict) return conflict;
    const [created] = await tx.insert(makes).values({ name: data.name }).returning({ id: makes.id });
    if (!created) throw new Error('Make insert returned no row');
    await replaceMakeAliases(tx, created.id, aliases);
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: created.id,
      after: makeSnapshot({ name: data.name, aliases }),
    });
    return { ok: true, value: { id: created.id } };
  });
}
