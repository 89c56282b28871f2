import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';

export type BackupTable = { name: string; columns: string[] };
export type SequenceState = { table: string; column: string; lastValue: string; isCalled: boolean };

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The application's tables (schema public) in foreign-key order, parents first, each with its writable
 * columns (generated columns are left out: the database computes them again).
 */
export async function listBackupTables(executor: Executor): Promise<BackupTable[]> {
  const columns = await queryRows<{ table: string; column: string }>(
    executor,
    sql`select c.relname as table, a.attname as column
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    executor,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  return foreignKeyOrder([...byTable.keys()], references).map((name) => ({
    name,
    columns: byTable.get(name) ?? [],
  }));
}

/** Parents before children; a cycle of foreign keys (none in our schema) cannot be restored table by table. */
export function foreignKeyOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') {
      throw new Error(`Foreign keys form a cycle: ${[...path, table].join(' → ')}`);
    }
    state.set(table, 'visiting');
    // Parents by name: the catalogue answers foreign keys in no fixed order, and PostgreSQL and PGlite
    // differ, which would give the same schema two orders.
    const parents = references.filter((r) => r.child === table).map((r) => r.parent);
    for (const parent of [...new Set(parents)].sort()) visit(parent, [...path, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

/** Where each serial/identity sequence of the tables stands, so a restore continues exactly there. */
export async function readSequences(executor: Executor): Promise<SequenceState[]> {
  const owned = await queryRows<{ table: string; column: string; sequence: string }>(
    executor,
    sql`select c.relname as table, a.attname as column,
               pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as sequence
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) is not null
        order by 1, 2`,
  );
  const states: SequenceState[] = [];
  for (const { table, column, sequence } of owned) {
    const [row] = await queryRows<{ last_value: string; is_called: boolean }>(
      executor,
      sql`select last_value::text, is_called from ${sql.raw(sequence)}`,
    );
    if (row) states.push({ table, column, lastValue: row.last_value, isCalled: row.is_called });
  }
  return states;
}

/** The migrations applied to the database (Drizzle's journal), which a backup and its target must share. */
export async function readMigrationState(
  executor: Executor,
): Promise<{ count: number; last: string | null }> {
  const [row] = await queryRows<{ count: number; last: string | null }>(
    executor,
    sql`select count(*)::int as count,
               (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as last
        from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), last: row?.last ?? null };
}
