import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { car } from '../../src/db/ingestion/ingestion-test-data';
import { importChanges } from '../../src/db/schema';
import type { ExtractedCar } from '../../src/domain/ingestion/extracted-price-list';
import { createExtractionSession } from '../../src/server/services/admin/ingestion/create-extraction-session';
import { finishExtractionSession } from '../../src/server/services/admin/ingestion/finish-extraction-session';

/**
 * An extraction session of the seller that has already succeeded with `cars`, made directly (no
 * reader runs; with no ingestion worker its job stays queued), ready to be made into a batch.
 */
export async function succeededSession(
  db: Database,
  sellerId: string,
  cars: ExtractedCar[] = [car()],
): Promise<string> {
  const { sessionId } = await createExtractionSession(db, {
    sellerId,
    source: { kind: 'text', text: 'Prisliste' },
    extractor: 'table',
    actor: null,
  });
  await finishExtractionSession(db, sessionId, {
    status: 'succeeded',
    extractor: 'table',
    result: { cars },
    usage: null,
  });
  return sessionId;
}

/** A batch's change rows in the batch's order. */
export const changesOf = (db: Database, batchId: string) =>
  db
    .select()
    .from(importChanges)
    .where(eq(importChanges.batchId, batchId))
    .orderBy(asc(importChanges.position));
