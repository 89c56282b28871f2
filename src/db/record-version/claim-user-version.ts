import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { userVersions } from '../schema';
import { claimRecordVersion, type VersionClaim } from './claim-record-version';
import { versionedUser } from './versioned-settings-users-batches';

/**
 * The version check of an admin edit of an account (ADR 037), committed on its own before the edit:
 * better-auth writes the account in its own transactions, so the claim cannot share one with them.
 * A user without a user_versions row is at version 1; the row is created on the first claim.
 */
export async function claimUserVersion(
  db: Database,
  userId: string,
  expectedVersion: number,
): Promise<VersionClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ${userVersions} (user_id) select id from auth_user where id = ${userId} on conflict do nothing`,
    );
    return claimRecordVersion(tx, versionedUser, userId, expectedVersion);
  });
}
