import { asc, inArray } from 'drizzle-orm';
import type { AuditActor } from '../../../../db/audit/record-audit';
import { loadCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { appendSessionLog } from '../../../../db/ingestion/append-session-log';
import { loadSellerListingsForMatching } from '../../../../db/ingestion/load-seller-listings-for-matching';
import { loadSellerCorrectionRules } from '../../../../db/ingestion/seller-correction-rules';
import { extractionSessions } from '../../../../db/schema';
import { withCanonicalNames } from '../../../../domain/catalog/car-name-aliases';
import { sessionStatusLabels } from '../../../../domain/ingestion/ingestion-api';
import { batchScope } from '../../../../domain/ingestion/matching/batch-scope';
import { applyCorrectionRules } from '../../../../domain/ingestion/matching/correction-rules';
import { proposeChanges } from '../../../../domain/ingestion/matching/match-extracted-cars';
import { mergeExtractedCars } from '../../../../domain/ingestion/matching/merge-extracted-cars';
import { loadSellerScores } from '../../../ingestion/load-seller-scores';
import { createImportBatch } from './create-import-batch';
import { IngestionWriteError } from './ingestion-write-error';

export type CreateBatchResult =
  | { ok: true; batchId: string; created: boolean }
  | {
      ok: false;
      code: 'session_not_found' | 'different_sellers' | 'session_not_succeeded' | 'session_in_batch';
      /** Danish, for the admin. */
      message: string;
    };

/**
 * One batch for review from succeeded sessions of one seller that are not in a batch yet: their cars
 * merged, renamed by the corrections remembered for the seller (issue 25), matched against the seller's
 * listings, withdrawals proposed only inside the makes and models the cars cover. Sessions already
 * together in one batch answer that batch (a repeated click).
 */
export async function createBatchFromSessions(
  db: Database,
  input: { sessionIds: readonly string[]; actor: AuditActor | null },
): Promise<CreateBatchResult> {
  const ids = [...new Set(input.sessionIds)];
  const sessions = await db
    .select({
      id: extractionSessions.id,
      sellerId: extractionSessions.sellerId,
      status: extractionSessions.status,
      batchId: extractionSessions.batchId,
      label: extractionSessions.sourceLabel,
      result: extractionSessions.result,
    })
    .from(extractionSessions)
    .where(inArray(extractionSessions.id, ids))
    .orderBy(asc(extractionSessions.createdAt), asc(extractionSessions.id));
  if (sessions.length !== ids.length) {
    return { ok: false, code: 'session_not_found', message: 'En eller flere af udtrækningerne findes ikke.' };
  }
  const batchIds = new Set(sessions.map((session) => session.batchId));
  const [onlyBatch] = batchIds;
  if (batchIds.size === 1 && onlyBatch) return { ok: true, batchId: onlyBatch, created: false };
  if (new Set(sessions.map((session) => session.sellerId)).size > 1) {
    return {
      ok: false,
      code: 'different_sellers',
      message: 'Udtrækningerne hører til forskellige sælgere. En batch samler udtræk fra én sælger.',
    };
  }
  const unfinished = sessions.find((session) => session.status !== 'succeeded' || !session.result);
  if (unfinished) {
    return {
      ok: false,
      code: 'session_not_succeeded',
      message: `Kun gennemførte udtrækninger kan samles i en batch: «${unfinished.label}» er ${sessionStatusLabels[unfinished.status].toLowerCase()}.`,
    };
  }
  const attached = sessions.find((session) => session.batchId);
  if (attached) {
    return {
      ok: false,
      code: 'session_in_batch',
      message: `Udtrækningen «${attached.label}» ligger allerede i en anden batch.`,
    };
  }

  const sellerId = sessions[0]?.sellerId as string;
  // The catalogue's spelling of makes and models ("VW" → Volkswagen, "ID 4" → ID.4) before merging and
  // matching, so aliases meet the same listings and models (ADR 031).
  const catalogNames = await loadCatalogNames(db);
  const sessionCars = sessions.map((session) => withCanonicalNames(session.result?.cars ?? [], catalogNames));
  const merged = mergeExtractedCars(
    sessionCars,
    sessions.map((session) => session.label),
  );
  const [matching, sellerScores, rules] = await Promise.all([
    loadSellerListingsForMatching(db, sellerId),
    loadSellerScores(db, sellerId),
    loadSellerCorrectionRules(db, sellerId),
  ]);
  // The seller's remembered corrections (issue 25) name the cars before they are matched.
  const corrected = applyCorrectionRules(merged.cars, rules);
  const cars = corrected.map((entry) => entry.car);
  const scope = batchScope(cars);
  const changes = proposeChanges({
    cars,
    existing: matching.listings,
    catalogModels: matching.catalogModels,
    scope,
    sellerScores,
  }).map((change, index) => {
    // One change per car first, in the cars' order; withdrawals after them have no car.
    const entry = corrected[index];
    return entry && change.car
      ? { ...change, readIdentity: entry.readIdentity, rememberedIdentity: entry.rememberedIdentity }
      : change;
  });
  try {
    const { batchId } = await createImportBatch(db, {
      sellerId,
      sessionIds: ids,
      scope,
      changes,
      actor: input.actor,
    });
    for (const warning of merged.warnings) {
      for (const index of warning.sessions) {
        const session = sessions[index];
        if (session) await appendSessionLog(db, session.id, 'warn', warning.message);
      }
    }
    return { ok: true, batchId, created: true };
  } catch (error) {
    // Another request attached one of the sessions meanwhile.
    if (error instanceof IngestionWriteError && error.code === 'session_not_attachable') {
      return { ok: false, code: 'session_in_batch', message: error.message };
    }
    throw error;
  }
}
