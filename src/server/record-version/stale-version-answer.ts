import type { Context } from 'hono';
import { latestAuditEntry } from '../../db/audit/latest-audit-entry';
import type { Executor } from '../../db/client';
import type { VersionedRecord } from '../../db/record-version/versioned-record';
import {
  type RecordVersion,
  type StaleVersionDetails,
  staleVersionMessage,
} from '../../domain/admin/record-version';
import { jsonError } from '../http-error';

/** Who changed the record last and when, from its newest audit row, beside its current version. */
export async function readStaleVersionDetails(
  executor: Executor,
  record: VersionedRecord,
  key: string,
  currentVersion: RecordVersion,
): Promise<StaleVersionDetails> {
  const latest = await latestAuditEntry(executor, record.auditEntities, key);
  return {
    currentVersion,
    changedBy: latest?.actorEmail ?? null,
    changedAt: latest ? latest.at.toISOString() : null,
  };
}

/** The 409 STALE_VERSION answer (ADR 037): the Danish message naming who and when, and the details. */
export function staleVersionResponse(c: Context, details: StaleVersionDetails) {
  const message = staleVersionMessage(details);
  return jsonError(c, 'STALE_VERSION', message, { message, ...details });
}

/** Reads who changed the record and answers 409: what a route does when its save came back stale. */
export async function answerStaleVersion(
  c: Context,
  executor: Executor,
  record: VersionedRecord,
  key: string,
  currentVersion: RecordVersion,
) {
  return staleVersionResponse(c, await readStaleVersionDetails(executor, record, key, currentVersion));
}
