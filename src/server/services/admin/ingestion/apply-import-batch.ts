import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, startAuditGroup } from '../../../../db/audit/record-audit';
import { unnestColumns } from '../../../../db/catalog-writes/pg-arrays';
import type { Database, Transaction } from '../../../../db/client';
import { namePriceSourceOfBatch } from '../../../../db/price-history/name-price-source';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import { versionedImportBatch } from '../../../../db/record-version/versioned-settings-users-batches';
import {
  type ApplyCounts,
  extractionSessions,
  type ImportChangeOutcome,
  importBatches,
  importChanges,
} from '../../../../db/schema';
import { loadVariantFacts } from '../../../../db/variant-facts/load-variant-facts';
import {
  blockedChangesText,
  blockReasons,
  isBlockedChange,
} from '../../../../domain/ingestion/matching/blocked-changes';
import { serverNow } from '../../../clock/server-clock';
import {
  ApplyChangeError,
  type ApplyContext,
  applyChanges,
  loadModelIds,
  modelKey,
} from './apply-import-change';
import { IngestionWriteError } from './ingestion-write-error';
import { lockBatchInReview } from './lock-batch-in-review';
import { rememberCorrections } from './remember-corrections';
import { StaleImportVersionError } from './stale-import-version-error';

export type ApplyImportBatchResult =
  | {
      ok: true;
      counts: ApplyCounts;
      /** Corrections of make, model or variant the seller now remembers from this batch (issue 25). */
      remembered: number;
    }
  | {
      ok: false;
      /** 'failed': something went wrong while applying; nothing was changed and the error is on the batch. */
      code:
        | 'batch_not_found'
        | 'batch_not_in_review'
        | 'nothing_approved'
        | 'price_conflict'
        | 'needs_review'
        | 'failed';
      /** Danish, for the admin. */
      message: string;
    };

export type ApplyImportBatchInput = {
  batchId: string;
  actor: AuditActor;
  /**
   * The batch's version the reviewer loaded (ADR 037): an edit of one of its changes since refuses the
   * apply with a StaleImportVersionError. The route always sends it; scripts that apply a batch they
   * just made leave it out.
   */
  expectedVersion?: number;
};

const countKey = {
  created: 'created',
  updated: 'updated',
  withdrawn: 'withdrawn',
  unchanged: 'unchanged',
} as const;

/** Changes per status update (ADR 058). */
const IMPORT_CHANGE_CHUNK = 1_000;

class Refusal extends Error {
  constructor(readonly result: Extract<ApplyImportBatchResult, { ok: false }>) {
    super(result.message);
  }
}

/** The file names or URLs of the price lists a batch was made from (one, as a rule), for its offers' source. */
async function batchSourceName(tx: Transaction, batchId: string): Promise<string> {
  const sessions = await tx
    .select({ label: extractionSessions.sourceLabel })
    .from(extractionSessions)
    .where(eq(extractionSessions.batchId, batchId))
    .orderBy(asc(extractionSessions.createdAt), asc(extractionSessions.id));
  const labels = [...new Set(sessions.map((session) => session.label))];
  return labels.length > 0 ? labels.join(', ') : 'prislisten';
}

/** Each change gets status 'applied' and its outcome: one statement per IMPORT_CHANGE_CHUNK changes. */
async function markChangesApplied(
  tx: Transaction,
  changes: readonly { id: string }[],
  outcomes: readonly ImportChangeOutcome[],
) {
  const appliedAt = new Date().toISOString();
  for (let start = 0; start < changes.length; start += IMPORT_CHANGE_CHUNK) {
    const rows = unnestColumns([
      { values: changes.slice(start, start + IMPORT_CHANGE_CHUNK).map((change) => change.id), type: 'uuid' },
      {
        values: outcomes.slice(start, start + IMPORT_CHANGE_CHUNK).map((outcome) => JSON.stringify(outcome)),
        type: 'text',
      },
    ]);
    await tx.execute(sql`
      update import_changes c set status = 'applied', applied_at = ${appliedAt}::timestamptz,
        outcome = r.outcome::jsonb
      from ${rows} as r(id, outcome)
      where c.id = r.id`);
  }
}

async function applyInTransaction(
  tx: Transaction,
  { batchId, actor, expectedVersion }: ApplyImportBatchInput,
): Promise<{ counts: ApplyCounts; remembered: number }> {
  const batch = await lockBatchInReview(tx, batchId);
  await namePriceSourceOfBatch(tx, batchId);
  if (expectedVersion !== undefined) {
    const claim = await claimRecordVersion(tx, versionedImportBatch, batchId, expectedVersion);
    if (claim.kind === 'stale') throw new StaleImportVersionError('batch', batchId, claim.currentVersion);
  }
  const approved = await tx
    .select()
    .from(importChanges)
    .where(and(eq(importChanges.batchId, batchId), eq(importChanges.status, 'approved')))
    .orderBy(asc(importChanges.position));
  if (approved.length === 0) {
    throw new Refusal({
      ok: false,
      code: 'nothing_approved',
      message: 'Der er ingen godkendte ændringer at anvende.',
    });
  }
  // Never pick one of two stated prices silently, never apply a car that still needs review, never skip
  // a change: refuse the whole apply.
  const blocked = approved.filter((change) => change.type !== 'withdraw' && isBlockedChange(change));
  if (blocked.length > 0) {
    const conflict = blocked.some((change) => blockReasons(change).includes('price_conflict'));
    throw new Refusal({
      ok: false,
      code: conflict ? 'price_conflict' : 'needs_review',
      message: blockedChangesText(blocked, 'apply'),
    });
  }
  const modelIds = await loadModelIds(tx);
  const createdModelIds = approved.flatMap((change) => {
    if ((change.type !== 'create' && change.type !== 'missing_model') || !change.car) return [];
    const ids = modelIds.get(modelKey(change.car.make, change.car.model));
    return ids ? [ids.modelId] : [];
  });
  const variantFacts = await loadVariantFacts(tx, createdModelIds);
  const context: ApplyContext = {
    tx,
    batch,
    modelIds,
    variantFacts,
    audit: startAuditGroup(tx, actor),
    source: { name: await batchSourceName(tx, batchId), confirmedAt: serverNow() },
  };
  const outcomes = await applyChanges(context, approved);
  const counts: ApplyCounts = { created: 0, updated: 0, withdrawn: 0, unchanged: 0 };
  for (const outcome of outcomes) counts[countKey[outcome.action]] += 1;
  await markChangesApplied(tx, approved, outcomes);
  const remembered = await rememberCorrections(tx, { batch, applied: approved, actor, audit: context.audit });
  await tx
    .update(importBatches)
    .set({
      status: 'applied',
      appliedAt: new Date(),
      appliedBy: actor.id,
      appliedByEmail: actor.email,
      result: { counts },
    })
    .where(eq(importBatches.id, batchId));
  await context.audit.summarize({
    action: 'apply',
    entity: 'import_batch',
    entityId: batchId,
    after: counts,
  });
  return { counts, remembered };
}

function failureMessage(error: unknown): string {
  if (error instanceof ApplyChangeError) return `Intet blev anvendt: ${error.message}`;
  const detail = error instanceof Error ? error.message : String(error);
  return `Intet blev anvendt, fordi der opstod en fejl undervejs: ${detail}`;
}

/**
 * Applies a batch's approved changes in one transaction, all or nothing, in the order matching proposed
 * them: create → a new 'pending' listing with its offers, and the retail price and body type remembered
 * for its variant (ADR 033); update → the values the car has and its offer set; withdraw → the listing
 * becomes 'inactive' (never deleted); unchanged → nothing. Each change gets status 'applied' and its
 * outcome, the batch 'applied' and its counts, and every listing write an audit row; the cars renamed
 * with "Ret bil" are remembered for the seller (`rememberCorrections`, issue 25). An approved change
 * that is blocked (`isBlockedChange`: an unresolved price conflict, or a car that "Kræver kontrol")
 * refuses the whole apply. If anything fails, everything rolls back and the batch stays in review with
 * the Danish error in `result`. Re-applying an applied batch is refused. An apply from a review loaded
 * before one of the batch's changes was edited throws a StaleImportVersionError (ADR 037) and changes
 * nothing.
 */
export async function applyImportBatch(
  db: Database,
  input: ApplyImportBatchInput,
): Promise<ApplyImportBatchResult> {
  try {
    const { counts, remembered } = await db.transaction((tx) => applyInTransaction(tx, input));
    return { ok: true, counts, remembered };
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    if (error instanceof StaleImportVersionError) throw error;
    if (error instanceof IngestionWriteError) {
      const code = error.code === 'batch_not_found' ? 'batch_not_found' : 'batch_not_in_review';
      return { ok: false, code, message: error.message };
    }
    const message = failureMessage(error);
    await db
      .update(importBatches)
      .set({ result: { error: message, failedAt: new Date().toISOString() } })
      .where(and(eq(importBatches.id, input.batchId), eq(importBatches.status, 'review')));
    return { ok: false, code: 'failed', message };
  }
}
