import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { loadCatalogNames, replaceModelAliases } from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { versionedModel } from '../../../../db/record-version/versioned-record';
import { models } from '../../../../db/schema';
import { nameKey } from '../../../../domain/catalog/car-name-aliases';
import {
  type CatalogAuditAction,
  type CatalogAuditEntity,
  combinedCatalogAction,
} from '../../../../domain/catalog/catalog-audit';
import { type ModelData, uniqueAliases } from '../../../../domain/catalog/make-model-schema';
import { aliasesBesidesName, modelNameConflict, modelSnapshot, sameAliases } from './catalog-name-checks';
import { type CatalogEditResult, versionedCatalogEdit } from './versioned-catalog-edit';

const entity: CatalogAuditEntity = 'model';

/**
 * Renames a model, replaces its aliases and/or its default values. A rename keeps the old name as an
 * alias. Refused when the make already has another model answering to the name or an alias, and when
 * the model is no longer at the version the admin loaded (ADR 037). One transaction; the audit row's
 * action names what changed ('rename', 'update_aliases', 'update_defaults').
 */
export async function updateModel(
  db: Database,
  actor: AuditActor,
  id: string,
  data: ModelData,
  expectedVersion: number,
): Promise<CatalogEditResult> {
  return versionedCatalogEdit(db, versionedModel, id, expectedVersion, async (tx, rollBack) => {
    const catalogue = await loadCatalogNames(tx);
    const make = catalogue.find((entry) => entry.models.some((model) => model.id === id));
    const model = make?.models.find((entry) => entry.id === id);
    if (!make || !model) return rollBack({ ok: false, reason: 'not_found' });
    const renamed = model.name !== data.name;
    const keepOldName = renamed && nameKey(model.name) !== nameKey(data.name) ? [model.name] : [];
    const aliases = aliasesBesidesName(uniqueAliases([...data.aliases, ...keepOldName]), data.name);
    const conflict = modelNameConflict(make, id, data.name, aliases);
    if (conflict) return rollBack(conflict);

    const defaults = {
      defaultBodyType: data.default_body_type,
      defaultFuelType: data.default_fuel_type,
      defaultSeats: data.default_seats,
      defaultDoors: data.default_doors,
    };
    const parts = new Set<CatalogAuditAction>();
    if (renamed) parts.add('rename');
    if (!sameAliases(model.aliases, aliases)) parts.add('update_aliases');
    if ((Object.keys(defaults) as Array<keyof typeof defaults>).some((key) => model[key] !== defaults[key])) {
      parts.add('update_defaults');
    }
    const action = combinedCatalogAction(parts);
    if (!action) return rollBack({ ok: true, value: { id, changed: false, version: expectedVersion } });
    await tx
      .update(models)
      .set({ name: data.name, ...defaults })
      .where(eq(models.id, id));
    if (parts.has('update_aliases')) await replaceModelAliases(tx, model, aliases);
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: id,
      before: modelSnapshot(make, model),
      after: modelSnapshot(make, { ...model, ...defaults, name: data.name, aliases }),
    });
    return { id };
  });
}
