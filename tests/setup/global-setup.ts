import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { ensurePgliteSnapshot } from './pglite-snapshot';
import { dropDatabaseStatement, listDatabases, quoteIdentifier, runAdminStatement } from './postgres-admin';
import { databaseUrlFor } from './test-database-context';

/**
 * Migrates one template per run. PGlite: a snapshot file every test database is loaded from.
 * PostgreSQL (TEST_DATABASE_URL): a template database every test database is cloned from.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('testDatabase', { kind: 'pglite', snapshotPath: await ensurePgliteSnapshot() });
    return undefined;
  }
  const runId = randomBytes(4).toString('hex');
  const template = `lm_template_${runId}`;
  const namePrefix = `lm_test_${runId}_`;
  await runAdminStatement(serverUrl, `create database ${quoteIdentifier(template)}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, template), maxConnections: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template, namePrefix });
  return async () => {
    for (const name of [...(await listDatabases(serverUrl, namePrefix)), template]) {
      await runAdminStatement(serverUrl, dropDatabaseStatement(name));
    }
  };
}
