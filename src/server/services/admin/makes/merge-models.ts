import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import {
  loadCatalogNames,
  lockCatalogNames,
  replaceModelAliases,
} from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedModel } from '../../../../db/record-version/versioned-record';
import { listings, models } from '../../../../db/schema';
import type { CatalogAuditAction, CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import { type MergeResultJson, uniqueAliases } from '../../../../domain/catalog/make-model-schema';
import { aliasesBesidesName, type CatalogWriteResult, modelSnapshot } from './catalog-name-checks';
import { defaultsFrom } from './merge-makes';

const entity: CatalogAuditEntity = 'model';
const action: CatalogAuditAction = 'merge';

/**
 * Merges model `id` into model `intoId` of the same make: its listings move, its name and aliases
 * become the target's aliases, and the target takes its default values where it has none; then it is
 * deleted. One transaction, one audit row (keyed by the merged model). The target's version moves on
 * (ADR 037), so an edit form opened on it before the merge cannot drop the names it gained.
 */
export async function mergeModels(
  db: Database,
  actor: AuditActor,
  id: string,
  intoId: string,
): Promise<CatalogWriteResult<MergeResultJson>> {
  return db.transaction(async (tx) => {
    await lockCatalogNames(tx);
    const catalogue = await loadCatalogNames(tx);
    const make = catalogue.find((entry) => entry.models.some((model) => model.id === id));
    const source = make?.models.find((model) => model.id === id);
    const intoMake = catalogue.find((entry) => entry.models.some((model) => model.id === intoId));
    const into = intoMake?.models.find((model) => model.id === intoId);
    if (!make || !source || !intoMake || !into) return { ok: false, reason: 'not_found' };
    if (source.id === into.id) {
      return {
        ok: false,
        reason: 'conflict',
        path: 'into_id',
        message: 'Vælg en anden model at lægge sammen med.',
      };
    }
    if (intoMake.id !== make.id) {
      return {
        ok: false,
        reason: 'conflict',
        path: 'into_id',
        message: `Modeller kan kun lægges sammen under samme mærke: ${make.name} ${source.name} og ${intoMake.name} ${into.name} hører til hver sit. Læg mærkerne sammen først.`,
      };
    }

    const moved = await tx
      .update(listings)
      .set({ modelId: into.id, updatedAt: new Date() })
      .where(eq(listings.modelId, source.id))
      .returning({ id: listings.id });
    const aliases = aliasesBesidesName(
      uniqueAliases([...into.aliases, source.name, ...source.aliases]),
      into.name,
    );
    await replaceModelAliases(tx, source, []);
    await replaceModelAliases(tx, into, aliases);
    const defaults = defaultsFrom(into, source);
    await tx.update(models).set(defaults).where(eq(models.id, into.id));
    await bumpRecordVersions(tx, versionedModel, [into.id]);
    await tx.delete(models).where(eq(models.id, source.id));

    const result: MergeResultJson = { moved_listings: moved.length, merged_models: [source.name] };
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: source.id,
      before: { ...modelSnapshot(make, source), into: modelSnapshot(make, into) },
      after: { into_id: into.id, into: modelSnapshot(make, { ...into, ...defaults, aliases }), ...result },
    });
    return { ok: true, value: result };
  });
}
