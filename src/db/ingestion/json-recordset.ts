import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client';

/**
 * Many rows as one jsonb parameter (issue 28 goal 4, ADR 058): `jsonb_to_recordset($1) as r(…)` typed
 * by the table's own column types, where drizzle's multi-row insert takes a parameter per value.
 */
export type RecordColumn = { key: string; name: string; type: string };

export function describeColumns(table: PgTable, keys: readonly string[]): RecordColumn[] {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType: () => string }>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

/** `jsonb_to_recordset($1::jsonb) as r("a" uuid, "b" text, …)` over `rows`' values of `columns`. */
export function recordset(rows: readonly object[], columns: readonly RecordColumn[]): SQL {
  const documents = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => [column.name, (row as Record<string, unknown>)[column.key] ?? null]),
      ),
    ),
  );
  const definitions = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.type)}`),
    sql`, `,
  );
  return sql`jsonb_to_recordset(${documents}::jsonb) as r(${definitions})`;
}

/** Inserts `rows` with one statement; columns none of them names keep their defaults. */
export async function insertAsRecordset(
  tx: Transaction,
  table: PgTable,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();
  const columns = describeColumns(table, keys);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${table} (${names}) select ${names} from ${recordset(rows, columns)}`);
}
