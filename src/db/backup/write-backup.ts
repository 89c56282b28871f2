import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows, type Transaction } from '../client';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupLine, rowLine } from './backup-format';
import { listBackupTables, quoteIdent, readMigrationState, readSequences } from './backup-tables';

const FETCH_ROWS = 5000;

export type BackupSummary = { tables: number; rows: number; bytes: number };

/**
 * Writes a consistent backup of the whole database to `filePath` (through a temporary file, renamed
 * when complete): one read-only repeatable-read transaction, so a server may keep running on PostgreSQL.
 */
export async function writeBackup(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  filePath: string,
): Promise<BackupSummary> {
  const partial = `${filePath}.partial`;
  const file = createWriteStream(partial);
  const gzip = createGzip();
  gzip.pipe(file);
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    const rows = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      // Fixed text forms, whatever the server's defaults: hex bytes, UTC timestamps.
      await tx.execute(sql`set local timezone = 'UTC'`);
      await tx.execute(sql`set local bytea_output = 'hex'`);
      const tables = await listBackupTables(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: handle.kind,
        migrations: await readMigrationState(tx),
        tables,
      };
      await write(line(['header', header]));
      let total = 0;
      for (const table of tables) {
        await write(line(['table', table.name]));
        const count = await copyRows(tx, table.name, write);
        await write(line(['end', table.name, count]));
        total += count;
      }
      await write(line(['sequences', await readSequences(tx)]));
      return { tables: tables.length, rows: total };
    });
    gzip.end();
    await once(file, 'close');
    await rename(partial, filePath);
    return { ...rows, bytes: file.bytesWritten };
  } catch (error) {
    gzip.destroy();
    file.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

const line = (value: BackupLine) => `${JSON.stringify(value)}\n`;

/** Streams a table through a cursor, so a million rows never sit in memory at once. */
async function copyRows(tx: Transaction, table: string, write: (text: string) => Promise<void>) {
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdent(table)} t`,
    ),
  );
  let count = 0;
  for (;;) {
    const rows = await queryRows<{ row: string }>(
      tx,
      sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
    );
    if (rows.length > 0) await write(rows.map(({ row }) => rowLine(row)).join(''));
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql`close backup_rows`);
  return count;
}
