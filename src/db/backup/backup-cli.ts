// `npm run db:backup -- <file>` / `npm run db:restore -- <file> [--force]`: a portable backup (gzip'd JSON
// lines) of the database DATABASE_URL or DATA_DIR points at, restorable into either engine.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase } from '../client';
import { openConfiguredDatabase } from '../open-configured-database';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const usage = 'usage: backup-cli.ts backup <file> | restore <file> [--force]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [command, file] = positionals;
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error(usage);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = process.env.DATA_DIR?.trim() || './data';
const where = databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${dataDir}`;
const path = resolve(file);

try {
  const handle = await openConfiguredDatabase({ databaseUrl, dataDir }, { maxConnections: 2 });
  try {
    const started = Date.now();
    if (command === 'backup') {
      const summary = await writeBackup(handle, path);
      console.log(
        `Backed up ${where}: ${summary.rows} rows in ${summary.tables} tables to ${path} ` +
          `(${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
      );
    } else {
      await migrateDatabase(handle);
      const summary = await restoreBackup(handle, path, { force: values.force });
      console.log(
        `Restored ${path} into ${where}: ${summary.rows} rows in ${summary.tables} tables ` +
          `(${((Date.now() - started) / 1000).toFixed(1)} s). Restart the app processes that use it.`,
      );
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
