import { and, desc, eq, or, sql } from 'drizzle-orm';
import { lockCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Database, Executor, Transaction } from '../../../../db/client';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import type { VersionedRecord } from '../../../../db/record-version/versioned-record';
import { auditLog } from '../../../../db/schema';
import type { StaleVersionDetails } from '../../../../domain/admin/record-version';
import type { CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import type { CatalogWriteResult } from './catalog-name-checks';

/** What an edit of a make or model answers: `version` is the record's version after it. */
export type CatalogEditResult =
  | CatalogWriteResult<{ id: string; changed: boolean; version: number }>
  /** Someone saved first (ADR 037): nothing was written. */
  | { ok: false; reason: 'stale'; currentVersion: number };

/** Carries an answer out of the transaction, rolling the version claim back with it. */
class RolledBack extends Error {
  constructor(readonly result: CatalogEditResult) {
    super('catalogue edit rolled back');
  }
}

/**
 * One edit of a make or a model under optimistic concurrency (ADR 037), in one transaction: takes the
 * catalogue-names lock, claims the version the admin loaded, then runs `edit` (its `changed` answer
 * keeps the claimed version). `rollBack(result)` ends the edit with that answer and undoes everything,
 * the claim too: a refused edit (a name another make has) or one that changes nothing leaves the
 * version where it was, so it makes no other open copy stale.
 */
export async function versionedCatalogEdit(
  db: Database,
  record: VersionedRecord,
  id: string,
  expectedVersion: number,
  edit: (tx: Transaction, rollBack: (result: CatalogEditResult) => never) => Promise<{ id: string }>,
): Promise<CatalogEditResult> {
  const rollBack = (result: CatalogEditResult): never => {
    throw new RolledBack(result);
  };
  return db
    .transaction(async (tx): Promise<CatalogEditResult> => {
      await lockCatalogNames(tx);
      const claim = await claimRecordVersion(tx, record, id, expectedVersion);
      if (claim.kind === 'missing') return { ok: false, reason: 'not_found' };
      if (claim.kind === 'stale') return { ok: false, reason: 'stale', currentVersion: claim.currentVersion };
      const done = await edit(tx, rollBack);
      return { ok: true, value: { id: done.id, changed: true, version: claim.version } };
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.result;
      throw error;
    });
}

/**
 * Who changed a make or model last and when, for its 409 (ADR 037): its own newest audit row, or the
 * newest merge into it (audited under the merged record, with `into_id` naming this one).
 */
export async function catalogStaleDetails(
  executor: Executor,
  entity: CatalogAuditEntity,
  id: string,
  currentVersion: number,
): Promise<StaleVersionDetails> {
  const [latest] = await executor
    .select({ actorEmail: auditLog.actorEmail, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        or(eq(auditLog.entityId, id), sql`${auditLog.after} ->> 'into_id' = ${id}`),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return {
    currentVersion,
    changedBy: latest?.actorEmail ?? null,
    changedAt: latest ? latest.at.toISOString() : null,
  };
}
