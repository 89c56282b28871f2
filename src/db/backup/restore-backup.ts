import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows, type Transaction } from '../client';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupLine,
  ROW_PREFIX,
  rowJsonOf,
} from './backup-format';
import { type BackupTable, listBackupTables, quoteIdent, readMigrationState } from './backup-tables';
import { readBackupLines } from './read-backup-lines';

/** Rows per insert, unless their JSON passes this many characters first (image bytes are large). */
const BATCH_ROWS = 5000;
const BATCH_CHARS = 8 * 1024 * 1024;
/** Tables the migrations themselves fill; their rows do not make a database "not empty". */
const MIGRATION_FILLED_TABLES = new Set(['catalog_state']);

export type RestoreSummary = { tables: number; rows: number };

/**
 * Restores a backup into a migrated database in one transaction: all or nothing. Refuses a database
 * with data unless `force` (which replaces everything), and a backup made at other migrations.
 * App processes on the database must be stopped (or restarted after), as their caches are stale.
 */
export async function restoreBackup(
  handle: Pick<DatabaseHandle, 'db'>,
  filePath: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const lines = readBackupLines(filePath)[Symbol.asyncIterator]();
  const header = parseHeader((await lines.next()).value);
  const migrations = await readMigrationState(handle.db);
  if (migrations.count !== header.migrations.count || migrations.last !== header.migrations.last) {
    throw new Error(
      `The backup was made at migration ${header.migrations.count}, this database is at ${migrations.count}: ` +
        'restore it with the version of Leasingmatch that made it.',
    );
  }
  return handle.db.transaction(async (tx) => {
    const tables = await listBackupTables(tx);
    checkSameTables(header.tables, tables);
    if (!options.force) await refuseData(tx, tables);
    await tx.execute(
      sql.raw(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')} restart identity cascade`),
    );
    // Triggers (the catalogue version) would change what is restored; foreign keys stay checked.
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoteIdent(table.name)} disable trigger user`));
    }
    const rows = await insertSections(tx, lines, new Map(tables.map((t) => [t.name, t])));
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoteIdent(table.name)} enable trigger user`));
    }
    return { tables: tables.length, rows };
  });
}

function parseHeader(first: string | undefined): BackupHeader {
  let parsed: unknown;
  try {
    parsed = JSON.parse(first ?? '');
  } catch {
    throw new Error('This is not a Leasingmatch backup (no header line).');
  }
  const [kind, header] = parsed as BackupLine;
  if (kind !== 'header' || header.format !== BACKUP_FORMAT) {
    throw new Error('This is not a Leasingmatch backup.');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new Error(
      `Backup format version ${header.version} is not supported (this build reads ${BACKUP_VERSION}).`,
    );
  }
  return header;
}

function checkSameTables(backup: BackupTable[], target: BackupTable[]) {
  const shape = (tables: BackupTable[]) =>
    JSON.stringify(tables.map((t) => [t.name, [...t.columns].sort()]).sort());
  if (shape(backup) !== shape(target)) {
    throw new Error("The backup's tables and columns differ from this database's.");
  }
}

async function refuseData(tx: Transaction, tables: BackupTable[]) {
  for (const table of tables) {
    if (MIGRATION_FILLED_TABLES.has(table.name)) continue;
    const [row] = await queryRows<{ found: boolean }>(
      tx,
      sql.raw(`select exists (select 1 from ${quoteIdent(table.name)}) as found`),
    );
    if (row?.found) {
      throw new Error(`The database is not empty (table ${table.name} has rows): use --force to replace it.`);
    }
  }
}

async function insertSections(
  tx: Transaction,
  lines: AsyncIterator<string>,
  tables: Map<string, BackupTable>,
): Promise<number> {
  let table: BackupTable | undefined;
  let batch: string[] = [];
  let batchChars = 0;
  let inTable = 0;
  let total = 0;
  const flush = async () => {
    if (!table || batch.length === 0) return;
    await insertRows(tx, table, `[${batch.join(',')}]`);
    batch = [];
    batchChars = 0;
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const text = next.value;
    if (text.startsWith(ROW_PREFIX)) {
      if (!table) throw new Error('The backup is damaged: a row outside a table.');
      const rowJson = rowJsonOf(text);
      batch.push(rowJson);
      batchChars += rowJson.length;
      inTable += 1;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      continue;
    }
    const parsed = JSON.parse(text) as BackupLine;
    if (parsed[0] === 'table') {
      table = tables.get(parsed[1]);
      if (!table) throw new Error(`The backup has a table this database lacks: ${parsed[1]}`);
      inTable = 0;
    } else if (parsed[0] === 'end') {
      await flush();
      if (parsed[2] !== inTable) {
        throw new Error(
          `The backup is damaged: ${parsed[1]} should have ${parsed[2]} rows, found ${inTable}.`,
        );
      }
      total += inTable;
      table = undefined;
    } else if (parsed[0] === 'sequences') {
      for (const s of parsed[1]) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${quoteIdent(s.table)}, ${s.column}), ${s.lastValue}::bigint, ${s.isCalled})`,
        );
      }
      return total;
    }
  }
  throw new Error('The backup is incomplete (it ends before its sequences): it was cut off.');
}

async function insertRows(tx: Transaction, table: BackupTable, rowsJson: string) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const name = quoteIdent(table.name);
  await tx.execute(
    sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(name)}, ${rowsJson}::jsonb)`,
  );
}
