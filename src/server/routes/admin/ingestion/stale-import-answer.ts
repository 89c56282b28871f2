import type { Context } from 'hono';
import type { Executor } from '../../../../db/client';
import { latestChangeEdit } from '../../../../db/ingestion/latest-change-edit';
import { versionedImportChange } from '../../../../db/record-version/versioned-settings-users-batches';
import { readStaleVersionDetails, staleVersionResponse } from '../../../record-version/stale-version-answer';
import { StaleImportVersionError } from '../../../services/admin/ingestion/stale-import-version-error';

/**
 * Runs an edit of a change or an apply; one from a stale copy becomes 409 STALE_VERSION naming who
 * edited the change (for a batch: the last edit of any of its changes) and when (ADR 037).
 */
export async function answerStaleImport(
  c: Context,
  db: Executor,
  write: () => Promise<Response>,
): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StaleImportVersionError)) throw error;
    if (error.record === 'change') {
      return staleVersionResponse(
        c,
        await readStaleVersionDetails(db, versionedImportChange, error.key, error.currentVersion),
      );
    }
    const latest = await latestChangeEdit(db, error.key);
    return staleVersionResponse(c, {
      currentVersion: error.currentVersion,
      changedBy: latest?.actorEmail ?? null,
      changedAt: latest ? latest.at.toISOString() : null,
    });
  }
}
