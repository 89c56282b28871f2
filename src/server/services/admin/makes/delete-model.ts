import { count, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { loadCatalogNames, lockCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { isForeignKeyViolation } from '../../../../db/foreign-key-violation';
import { listings, models, rememberedVariantFacts } from '../../../../db/schema';
import type { CatalogAuditAction, CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import { modelSnapshot } from './catalog-name-checks';

const entity: CatalogAuditEntity = 'model';
const action: CatalogAuditAction = 'delete';

export type DeleteModelResult =
  | { ok: true; value: { id: string; name: string } }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'has_listings'; listingCount: number };

const LISTING_MODEL_FK = 'listings_model_id_models_id_fk';

/**
 * Deletes a model no listing uses (issue 25): a name added by mistake or left over after a price list
 * changed its naming. Its aliases and remembered variant facts go with it (cascade); the audit row keeps
 * the model whole — name, aliases, defaults — and how many remembered variants went, so it can be made
 * again by hand. A model with listings is refused with their count: those are moved by merging the model
 * into another one, which also keeps its name as an alias. A listing saved onto the model at the same
 * moment is caught by the foreign key and refused the same way. One transaction, under the catalogue's
 * name lock (ADR 031).
 */
export async function deleteModel(db: Database, actor: AuditActor, id: string): Promise<DeleteModelResult> {
  try {
    return await db.transaction(async (tx): Promise<DeleteModelResult> => {
      await lockCatalogNames(tx);
      const catalogue = await loadCatalogNames(tx);
      const make = catalogue.find((entry) => entry.models.some((model) => model.id === id));
      const model = make?.models.find((entry) => entry.id === id);
      if (!make || !model) return { ok: false, reason: 'not_found' };
      const [used] = await tx.select({ n: count() }).from(listings).where(eq(listings.modelId, id));
      const listingCount = used?.n ?? 0;
      if (listingCount > 0) return { ok: false, reason: 'has_listings', listingCount };
      const [remembered] = await tx
        .select({ n: count() })
        .from(rememberedVariantFacts)
        .where(eq(rememberedVariantFacts.modelId, id));
      await tx.delete(models).where(eq(models.id, id));
      await recordAudit(tx, actor, {
        action,
        entity,
        entityId: id,
        before: { ...modelSnapshot(make, model), remembered_variants: remembered?.n ?? 0 },
      });
      return { ok: true, value: { id, name: `${make.name} ${model.name}` } };
    });
  } catch (error) {
    if (isForeignKeyViolation(error, LISTING_MODEL_FK))
      return { ok: false, reason: 'has_listings', listingCount: 1 };
    throw error;
  }
}
