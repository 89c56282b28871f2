import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder, queryRows } from '../../db/client';

export type Readiness =
  | { ready: true; migrations: number }
  | { ready: false; reason: 'database_unreachable' | 'migrations_pending' | 'shutting_down'; detail: string };

type CommittedMigrations = { count: number; lastCreatedAt: number };

let committed: CommittedMigrations | undefined;

/** The migrations in the repository's journal, which the migrator records by their `when`. */
export function committedMigrations(): CommittedMigrations {
  if (committed) return committed;
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  committed = {
    count: journal.entries.length,
    lastCreatedAt: Math.max(0, ...journal.entries.map((entry) => entry.when)),
  };
  return committed;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function appliedMigrations(db: Database): Promise<CommittedMigrations | null> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return null;
  const [row] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), lastCreatedAt: Number(row?.last ?? 0) };
}

/**
 * Ready when the database answers within `timeoutMs` and has exactly the committed migrations applied
 * (a process started from older or newer code than the database must not take traffic).
 */
export async function checkReadiness(db: Database, options: { timeoutMs: number }): Promise<Readiness> {
  let applied: CommittedMigrations | null;
  try {
    applied = await withTimeout(appliedMigrations(db), options.timeoutMs);
  } catch (error) {
    return {
      ready: false,
      reason: 'database_unreachable',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  const expected = committedMigrations();
  if (!applied || applied.count !== expected.count || applied.lastCreatedAt !== expected.lastCreatedAt) {
    return {
      ready: false,
      reason: 'migrations_pending',
      detail: `${applied?.count ?? 0} of ${expected.count} migrations applied`,
    };
  }
  return { ready: true, migrations: applied.count };
}
