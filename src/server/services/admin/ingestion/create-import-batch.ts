import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Executor } from '../../../../db/client';
import { insertAsRecordset } from '../../../../db/ingestion/json-recordset';
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

/**
 * Rows per insert statement and ids per lookup (issue 26, finding 6): one statement for a batch of
 * 10 000 changes passed PostgreSQL's 65 535 bind parameters (14 a change), and drizzle's query builder
 * ran out of stack from about 20 000. Chunks of 500 stay far below both, inside the one transaction.
 */
const IMPORT_CHANGE_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

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
  const rows = [];
  for (const chunk of chunks(ids, IMPORT_CHANGE_CHUNK)) {
    rows.push(
      ...(await executor
        .select({ id: listings.id, make: makes.name, model: models.name, variant: listings.variant })
        .from(listings)
        .innerJoin(makes, eq(makes.id, listings.makeId))
        .innerJoin(models, eq(models.id, listings.modelId))
        .where(and(inArray(listings.id, chunk), eq(listings.sellerId, sellerId)))),
    );
  }
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
 * transaction: a batch is either complete or not there at all. The changes go in chunks of
 * IMPORT_CHANGE_CHUNK, whatever their number.
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
    const rows = input.changes.map((change, position) => ({
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
    }));
    // One jsonb parameter per chunk, not 14 a change (issue 28 goal 4, ADR 058).
    for (const chunk of chunks(rows, IMPORT_CHANGE_CHUNK)) await insertAsRecordset(tx, importChanges, chunk);
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
