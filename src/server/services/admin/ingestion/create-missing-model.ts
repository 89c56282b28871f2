import { and, eq, ne } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { loadCatalogNames, lockCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { importChanges, makes, models } from '../../../../db/schema';
import { canonicalCarName, cleanName } from '../../../../domain/catalog/car-name-aliases';
import type { CatalogAuditAction, CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { changeSummary } from '../../../../domain/ingestion/matching/change-summary';
import { lockBatchInReview } from './lock-batch-in-review';

export type CreateMissingModelResult = {
  ok: true;
  converted: number;
  modelId: string;
  /** The make was new to the catalogue and was created in the same step. */
  makeCreated: boolean;
  /** The catalogue's names the cars were filed under. */
  make: string;
  model: string;
};

const create: CatalogAuditAction = 'create';
const makeEntity: CatalogAuditEntity = 'make';
const modelEntity: CatalogAuditEntity = 'model';

/**
 * POST /api/admin/batches/:id/missing-models: finds the make through its name or aliases (and creates
 * it when the catalogue has none), finds the model the same way under it (or creates it), and turns the
 * batch's missing_model changes that name this make and model — by any of their aliases — into creates
 * filed under the catalogue's names. One transaction with an audit row per created make and model and
 * one for the batch. Throws IngestionWriteError when the batch is missing or not in review.
 */
export async function createMissingModel(
  db: Database,
  input: { batchId: string; make: string; model: string; actor: AuditActor },
): Promise<CreateMissingModelResult> {
  return db.transaction(async (tx) => {
    await lockBatchInReview(tx, input.batchId);
    await lockCatalogNames(tx);
    const catalogue = await loadCatalogNames(tx);
    const found = canonicalCarName(input.make, input.model, catalogue);
    const origin = { importBatchId: input.batchId };

    let make = catalogue.find((entry) => entry.name === found.make);
    const makeCreated = !make;
    if (!make) {
      const name = cleanName(input.make);
      const [created] = await tx.insert(makes).values({ name }).returning({ id: makes.id });
      if (!created) throw new Error('Make insert returned no row');
      make = { id: created.id, name, version: 1, aliases: [], models: [] };
      catalogue.push(make);
      await recordAudit(tx, input.actor, {
        action: create,
        entity: makeEntity,
        entityId: created.id,
        after: { name, aliases: [], ...origin },
      });
    }
    let model = found.modelKnown ? make.models.find((entry) => entry.name === found.model) : undefined;
    if (!model) {
      const name = cleanName(input.model);
      const [created] = await tx
        .insert(models)
        .values({ makeId: make.id, name })
        .returning({ id: models.id });
      if (!created) throw new Error('Model insert returned no row');
      model = {
        id: created.id,
        makeId: make.id,
        name,
        aliases: [],
        defaultBodyType: null,
        defaultFuelType: null,
        defaultSeats: null,
        defaultDoors: null,
        version: 1,
      };
      make.models.push(model);
      await recordAudit(tx, input.actor, {
        action: create,
        entity: modelEntity,
        entityId: created.id,
        after: { make_id: make.id, make: make.name, name, aliases: [], ...origin },
      });
    }

    const missing = await tx
      .select({ id: importChanges.id, car: importChanges.car })
      .from(importChanges)
      .where(
        and(
          eq(importChanges.batchId, input.batchId),
          eq(importChanges.type, 'missing_model'),
          ne(importChanges.status, 'applied'),
        ),
      );
    const converted: string[] = [];
    for (const row of missing) {
      if (!row.car) continue;
      const names = canonicalCarName(row.car.make, row.car.model, catalogue);
      if (names.make !== make.name || names.model !== model.name) continue;
      const car: ExtractedCar = { ...row.car, make: make.name, model: model.name };
      await tx
        .update(importChanges)
        .set({ type: 'create', car, summary: changeSummary({ type: 'create', ...car }) })
        .where(eq(importChanges.id, row.id));
      converted.push(row.id);
    }
    if (converted.length > 0) {
      await recordAudit(tx, input.actor, {
        action: 'update',
        entity: 'import_batch',
        entityId: input.batchId,
        after: {
          missingModelCreated: `${make.name} ${model.name}`,
          makeCreated,
          convertedChanges: converted,
        },
      });
    }
    return {
      ok: true,
      converted: converted.length,
      modelId: model.id,
      makeCreated,
      make: make.name,
      model: model.name,
    };
  });
}
