import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { type Database, queryRows } from '../../../../db/client';
import { lockBatchInReview } from '../../../../db/ingestion/lock-batch-in-review';
import { importChanges, makes, models } from '../../../../db/schema';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { changeSummary } from '../../../../domain/ingestion/matching/change-summary';

export type CreateMissingModelResult =
  | { ok: true; converted: number; modelId: string }
  | { ok: false; code: 'make_not_found'; message: string };

/**
 * POST /api/admin/batches/:id/missing-models: adds the model under its make (which must exist; an
 * existing model of that name, ignoring case, is reused) and turns the batch's missing_model changes
 * of that make and model into creates, in one transaction with its audit rows.
 * Throws IngestionWriteError when the batch is missing or not in review.
 */
export async function createMissingModel(
  db: Database,
  input: { batchId: string; make: string; model: string; actor: AuditActor },
): Promise<CreateMissingModelResult> {
  return db.transaction(async (tx) => {
    await lockBatchInReview(tx, input.batchId);
    const [make] = await tx
      .select({ id: makes.id, name: makes.name })
      .from(makes)
      .where(sql`lower(${makes.name}) = lower(${input.make})`);
    if (!make) {
      return {
        ok: false,
        code: 'make_not_found',
        message: `Mærket ${input.make} findes ikke i kataloget. Opret mærket først, eller afvis ændringerne.`,
      };
    }
    const [existing] = await tx
      .select({ id: models.id })
      .from(models)
      .where(and(eq(models.makeId, make.id), sql`lower(${models.name}) = lower(${input.model})`));
    let modelId = existing?.id;
    if (!modelId) {
      const [created] = await tx
        .insert(models)
        .values({ makeId: make.id, name: input.model })
        .returning({ id: models.id });
      if (!created) throw new Error('Model insert returned no row');
      modelId = created.id;
      await recordAudit(tx, input.actor, {
        action: 'create',
        entity: 'model',
        entityId: modelId,
        after: { make_id: make.id, name: input.model, importBatchId: input.batchId },
      });
    }
    const missing = await queryRows<{ id: string; car: ExtractedCar | string }>(
      tx,
      sql`select id, car from import_changes
          where batch_id = ${input.batchId} and type = 'missing_model' and status <> 'applied'
            and lower(trim(car->>'make')) = lower(${make.name}) and lower(trim(car->>'model')) = lower(${input.model})`,
    );
    for (const row of missing) {
      const car = (typeof row.car === 'string' ? JSON.parse(row.car) : row.car) as ExtractedCar;
      await tx
        .update(importChanges)
        .set({ type: 'create', summary: changeSummary({ type: 'create', ...car }) })
        .where(eq(importChanges.id, row.id));
    }
    if (missing.length > 0) {
      await recordAudit(tx, input.actor, {
        action: 'update',
        entity: 'import_batch',
        entityId: input.batchId,
        after: {
          missingModelCreated: `${make.name} ${input.model}`,
          convertedChanges: missing.map((row) => row.id),
        },
      });
    }
    return { ok: true, converted: missing.length, modelId };
  });
}
