import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import {
  loadCatalogNames,
  lockCatalogNames,
  replaceModelAliases,
} from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { models } from '../../../../db/schema';
import type { CatalogAuditAction, CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import type { ModelData } from '../../../../domain/catalog/make-model-schema';
import {
  aliasesBesidesName,
  type CatalogWriteResult,
  modelNameConflict,
  modelSnapshot,
} from './catalog-name-checks';

const entity: CatalogAuditEntity = 'model';
const action: CatalogAuditAction = 'create';

/** Adds a model under a make, with aliases and defaults; refused when the make already answers to the name or an alias. */
export async function createModel(
  db: Database,
  actor: AuditActor,
  makeId: string,
  data: ModelData,
): Promise<CatalogWriteResult<{ id: string }>> {
  return db.transaction(async (tx) => {
    await lockCatalogNames(tx);
    const make = (await loadCatalogNames(tx)).find((entry) => entry.id === makeId);
    if (!make) return { ok: false, reason: 'not_found' };
    const aliases = aliasesBesidesName(data.aliases, data.name);
    const conflict = modelNameConflict(make, null, data.name, aliases);
    if (conflict) return conflict;
    const values = {
      makeId,
      name: data.name,
      defaultBodyType: data.default_body_type,
      defaultFuelType: data.default_fuel_type,
      defaultSeats: data.default_seats,
      defaultDoors: data.default_doors,
    };
    const [created] = await tx.insert(models).values(values).returning({ id: models.id });
    if (!created) throw new Error('Model insert returned no row');
    await replaceModelAliases(tx, { id: created.id, makeId }, aliases);
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: created.id,
      after: modelSnapshot(make, { ...values, id: created.id, aliases, version: 1 }),
    });
    return { ok: true, value: { id: created.id } };
  });
}
