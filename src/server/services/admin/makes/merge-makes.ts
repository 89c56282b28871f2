import { eq, inArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import {
  type CatalogMakeRow,
  type CatalogModelRow,
  loadCatalogNames,
  lockCatalogNames,
  replaceMakeAliases,
  replaceModelAliases,
} from '../../../../db/catalog-names/load-catalog-names';
import type { Database, Transaction } from '../../../../db/client';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedMake, versionedModel } from '../../../../db/record-version/versioned-record';
import { listings, makes, models, sellers } from '../../../../db/schema';
import { nameKey } from '../../../../domain/catalog/car-name-aliases';
import type { CatalogAuditAction, CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import { type MergeResultJson, uniqueAliases } from '../../../../domain/catalog/make-model-schema';
import {
  aliasesBesidesName,
  type CatalogWriteResult,
  makeSnapshot,
  modelAliasClash,
} from './catalog-name-checks';

const entity: CatalogAuditEntity = 'make';
const action: CatalogAuditAction = 'merge';
const same = (a: string, b: string) => nameKey(a) === nameKey(b);

/** The target's model that answers to the source model's name (by name or alias), if any. */
const counterpart = (into: CatalogMakeRow, model: CatalogModelRow) =>
  into.models.find((other) => same(other.name, model.name)) ??
  into.models.find((other) => other.aliases.some((alias) => same(alias, model.name)));

/**
 * Merges make `id` into make `intoId`: its models move to the target (a model the target already has
 * under that name or alias is folded into it, listings and aliases included), its listings and the
 * sellers that specialise in it follow, and its name and aliases become the target's aliases. Refused
 * when a moved model's alias is already another model of the target's. One transaction, one audit row.
 */
export async function mergeMakes(
  db: Database,
  actor: AuditActor,
  id: string,
  intoId: string,
): Promise<CatalogWriteResult<MergeResultJson>> {
  return db.transaction(async (tx) => {
    await lockCatalogNames(tx);
    const catalogue = await loadCatalogNames(tx);
    const source = catalogue.find((make) => make.id === id);
    const into = catalogue.find((make) => make.id === intoId);
    if (!source || !into) return { ok: false, reason: 'not_found' };
    if (source.id === into.id) {
      return {
        ok: false,
        reason: 'conflict',
        path: 'into_id',
        message: 'Vælg et andet mærke at lægge sammen med.',
      };
    }

    const folds = source.models.map((model) => ({ model, target: counterpart(into, model) }));
    for (const { model, target } of folds) {
      const others = into.models.filter((other) => other.id !== target?.id);
      for (const alias of model.aliases) {
        const clash = modelAliasClash(others, alias);
        if (clash) {
          return {
            ok: false,
            reason: 'conflict',
            path: 'into_id',
            message: `${source.name} ${model.name} kan ikke flyttes: ${clash(into.name)} Ret aliaset først.`,
          };
        }
      }
    }

    const movedListings = await tx
      .update(listings)
      .set({ makeId: into.id, updatedAt: new Date() })
      .where(eq(listings.makeId, source.id))
      .returning({ id: listings.id });
    const mergedModels: string[] = [];
    for (const { model, target } of folds) {
      if (target) {
        await foldModel(tx, model, target);
        mergedModels.push(model.name === target.name ? target.name : `${model.name} → ${target.name}`);
      } else {
        // model_aliases.make_id follows through its (model_id, make_id) key.
        await tx.update(models).set({ makeId: into.id }).where(eq(models.id, model.id));
      }
    }
    await tx.update(sellers).set({ makeId: into.id }).where(eq(sellers.makeId, source.id));
    const aliases = aliasesBesidesName(
      uniqueAliases([...into.aliases, source.name, ...source.aliases]),
      into.name,
    );
    await replaceMakeAliases(tx, source.id, []);
    await replaceMakeAliases(tx, into.id, aliases);
    // ADR 037: edit forms opened on the target or a model that took names before the merge are stale.
    await bumpRecordVersions(tx, versionedMake, [into.id]);
    await bumpRecordVersions(
      tx,
      versionedModel,
      folds.flatMap(({ target }) => (target ? [target.id] : [])),
    );
    await tx.delete(makes).where(eq(makes.id, source.id));

    const result: MergeResultJson = { moved_listings: movedListings.length, merged_models: mergedModels };
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: source.id,
      before: { ...makeSnapshot(source), into: makeSnapshot(into) },
      after: { into_id: into.id, into: makeSnapshot({ name: into.name, aliases }), ...result },
    });
    return { ok: true, value: result };
  });
}

/** Moves a model's listings and names into `target` (same name or alias) and deletes it. */
async function foldModel(tx: Transaction, model: CatalogModelRow, target: CatalogModelRow) {
  await tx
    .update(listings)
    .set({ makeId: target.makeId, modelId: target.id, updatedAt: new Date() })
    .where(eq(listings.modelId, model.id));
  const aliases = aliasesBesidesName(
    uniqueAliases([...target.aliases, model.name, ...model.aliases]),
    target.name,
  );
  await replaceModelAliases(tx, model, []);
  await replaceModelAliases(tx, target, aliases);
  await tx.update(models).set(defaultsFrom(target, model)).where(eq(models.id, target.id));
  await tx.delete(models).where(inArray(models.id, [model.id]));
}

/** The target keeps its own defaults and takes the merged model's where it has none. */
export function defaultsFrom(target: CatalogModelRow, merged: CatalogModelRow) {
  return {
    defaultBodyType: target.defaultBodyType ?? merged.defaultBodyType,
    defaultFuelType: target.defaultFuelType ?? merged.defaultFuelType,
    defaultSeats: target.defaultSeats ?? merged.defaultSeats,
    defaultDoors: target.defaultDoors ?? merged.defaultDoors,
  };
}
