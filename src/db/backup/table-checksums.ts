import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';
import { listBackupTables, quoteIdent } from './backup-tables';

export type TableChecksum = { table: string; rows: number; md5: string };

/**
 * Row count and an order-independent MD5 of every table's rows (their to_jsonb text in UTC), to compare
 * a database with its restored copy, on either engine.
 */
export async function tableChecksums(executor: Executor): Promise<TableChecksum[]> {
  return executor.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local bytea_output = 'hex'`);
    const checksums: TableChecksum[] = [];
    for (const { name } of await listBackupTables(tx)) {
      const [row] = await queryRows<{ rows: number; md5: string | null }>(
        tx,
        sql.raw(
          `select count(*)::int as rows, md5(string_agg(r, E'\\n' order by r collate "C")) as md5
           from (select to_jsonb(t)::text as r from ${quoteIdent(name)} t) rows`,
        ),
      );
      checksums.push({ table: name, rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' });
    }
    return checksums;
  });
}
