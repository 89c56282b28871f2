import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { files } from '../../db/schema';
import type { StoredImage } from './process-listing-image';

/**
 * Stores a file once per content hash and returns its id. The no-op update (instead of `do nothing`)
 * returns the id of an existing row and locks it, so a concurrent delete of the same file either
 * finishes first (and the insert then happens) or waits for this transaction.
 */
export async function storeFile(tx: Executor, file: StoredImage): Promise<string> {
  const [row] = await tx
    .insert(files)
    .values({
      sha256: file.sha256,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      bytes: file.bytes,
    })
    .onConflictDoUpdate({ target: files.sha256, set: { sha256: sql`excluded.sha256` } })
    .returning({ id: files.id });
  if (!row) throw new Error('File upsert returned no row');
  return row.id;
}

/**
 * Deletes those of `ids` that nothing refers to any more (listing images in any of their four file
 * columns, seller logos, extraction sessions' price-list PDFs). The rows are locked first and the
 * references checked in a later statement, so a reference another transaction is adding either commits
 * first and is seen, or waits.
 */
export async function deleteUnreferencedFiles(
  tx: Executor,
  ids: readonly (string | null)[],
): Promise<number> {
  const candidates = [...new Set(ids.filter((id): id is string => id !== null))];
  if (candidates.length === 0) return 0;
  const idList = sql.join(
    candidates.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await queryRows(tx, sql`select id from files where id in (${idList}) order by id for update`);
  const deleted = await queryRows<{ id: string }>(
    tx,
    sql`delete from files f
        where f.id in (${idList})
          and not exists (select 1 from listing_images li
            where f.id in (li.file_id, li.processed_file_id, li.processed_card_file_id, li.card_file_id,
              li.detail_file_id))
          and not exists (select 1 from sellers s where s.logo_file_id = f.id)
          and not exists (select 1 from extraction_sessions es where es.source_file_id = f.id)
        returning f.id`,
  );
  return deleted.length;
}
