import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Executor } from '../../../../db/client';
import {
  extractionSessions,
  importBatches,
  importChanges,
  listings,
  makes,
  models,
} from '../../../../db/schema';
import type { BatchScope, ProposedChange } from '../../../../domain/ingestion/proposed-change';
import { IngestionWriteError } from './ingestion-write-error';

export type CreateImportBatchInput = {
  sellerId: string;
  /** Succeeded sessions of this seller not in a batch yet; may be empty (e.g. a batch made elsewhere). */
  sessionIds: readonly string[];
  scope: BatchScope;
  changes: readonly ProposedChange[];
  actor: AuditActor | null;
};

async function listingLabels(
  executor: Executor,
  sellerId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: listings.id, make: makes.name, model: models.name, variant: listings.variant })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(and(inArray(listings.id, [...ids]), eq(listings.sellerId, sellerId)));
  if (rows.length !== ids.length) {
    throw new IngestionWriteError(
      'listing_not_of_seller',
      'En foreslået ændring peger på en bil, der ikke findes hos sælgeren. Lav batchen igen.',
    );
  }
  return new Map(rows.map((row) => [row.id, [row.make, row.model, row.variant].filter(Boolean).join(' ')]));
}

/**
 * Stores a batch for review with its proposed changes (in their order) and attaches its sessions, in one
 * transaction: a batch is either complete or not there at all.
 */
export async function createImportBatch(
  executor: Executor,
  input: CreateImportBatchInput,
): Promise<{ batchId: string }> {
  return executor.transaction(async (tx) => {
    const [batch] = await tx
      .insert(importBatches)
      .values({
        sellerId: input.sellerId,
        scope: [...input.scope],
        createdBy: input.actor?.id ?? null,
        createdByEmail: input.actor?.email ?? null,
      })
      .returning({ id: importBatches.id });
    if (!batch) throw new Error('Batch insert returned no row');

    const sessionIds = [...new Set(input.sessionIds)];
    if (sessionIds.length > 0) {
      const attached = await tx
        .update(extractionSessions)
        .set({ batchId: batch.id })
        .where(
          and(
            inArray(extractionSessions.id, sessionIds),
            eq(extractionSessions.sellerId, input.sellerId),
            eq(extractionSessions.status, 'succeeded'),
            isNull(extractionSessions.batchId),
          ),
        )
        .returning({ id: extractionSessions.id });
      if (attached.length !== sessionIds.length) {
        throw new IngestionWriteError(
          'session_not_attachable',
          'Et af udtrækkene hører til en anden sælger, er ikke færdigt eller ligger allerede i en batch.',
        );
      }
    }

    const listingIds = [...new Set(input.changes.flatMap((change) => change.listingId ?? []))];
    const labels = await listingLabels(tx, input.sellerId, listingIds);
    if (input.changes.length > 0) {
      await tx.insert(importChanges).values(
        input.changes.map((change, position) => ({
          batchId: batch.id,
          position,
          type: change.type,
          listingId: change.listingId,
          listingLabel: change.listingId ? (labels.get(change.listingId) ?? null) : null,
          car: change.car,
          matchMethod: change.matchMethod,
          confidence: change.confidence,
          fieldChanges: change.fieldChanges,
          offerDiff: change.offerDiff,
          warnings: change.warnings,
          summary: change.summary,
          readIdentity: change.readIdentity ?? null,
          rememberedIdentity: change.rememberedIdentity ?? null,
        })),
      );
    }
    if (input.actor) {
      await recordAudit(tx, input.actor, {
        action: 'create',
        entity: 'import_batch',
        entityId: batch.id,
        after: { sellerId: input.sellerId, sessionIds, changes: input.changes.length },
      });
    }
    return { batchId: batch.id };
  });
}
