import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';
import type { VersionedRecord } from './versioned-record';

export type VersionClaim =
  /** The record was at the expected version and now has `version`; the caller goes on writing. */
  | { kind: 'claimed'; version: number; previousVersion: number }
  /** Someone saved first: nothing was written. */
  | { kind: 'stale'; currentVersion: number }
  | { kind: 'missing' };

/**
 * The optimistic-concurrency check of one save (ADR 037): bumps the record's version only if it is
 * still `expectedVersion`. Call it first in the save's transaction: the bump also locks the row
 * until the save commits, so a concurrent save with the same expected version waits and then sees
 * the record moved on.
 */
export async function claimRecordVersion(
  tx: Executor,
  record: VersionedRecord,
  key: string,
  expectedVersion: number,
): Promise<VersionClaim> {
  const [bumped] = await queryRows<{ version: number }>(
    tx,
    sql`update ${record.table} set ${sql.identifier(record.version.name)} = ${record.version} + 1
        where ${record.key} = ${key} and ${record.version} = ${expectedVersion}
        returning ${record.version} as version`,
  );
  if (bumped) return { kind: 'claimed', version: Number(bumped.version), previousVersion: expectedVersion };
  const [current] = await queryRows<{ version: number }>(
    tx,
    sql`select ${record.version} as version from ${record.table} where ${record.key} = ${key}`,
  );
  return current ? { kind: 'stale', currentVersion: Number(current.version) } : { kind: 'missing' };
}

export type VersionBump = { key: string; version: number; previousVersion: number };

/**
 * Bumps the version of each given record without a check: for writes that do not come from a
 * loaded copy of the record (bulk actions on a list selection, image changes), so a form opened
 * earlier sees the record moved on. Unknown keys are left out of the answer.
 */
export async function bumpRecordVersions(
  tx: Executor,
  record: VersionedRecord,
  keys: readonly string[],
): Promise<VersionBump[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{ key: string; version: number }>(
    tx,
    sql`update ${record.table} set ${sql.identifier(record.version.name)} = ${record.version} + 1
        where ${record.key} in (${sql.join(
          [...new Set(keys)].map((key) => sql`${key}`),
          sql`, `,
        )})
        returning ${record.key} as key, ${record.version} as version`,
  );
  return rows.map((row) => ({
    key: String(row.key),
    version: Number(row.version),
    previousVersion: Number(row.version) - 1,
  }));
}
