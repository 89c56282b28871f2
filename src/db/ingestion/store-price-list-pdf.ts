import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { files } from '../schema';

/**
 * Stores a price-list PDF once per content hash (files table) and returns its id. Same upsert as
 * storeFile for images: the no-op update returns an existing row's id and locks it against a concurrent
 * deleteUnreferencedFiles.
 */
export async function storePriceListPdf(executor: Executor, bytes: Uint8Array): Promise<string> {
  const [row] = await executor
    .insert(files)
    .values({
      sha256: createHash('sha256').update(bytes).digest('hex'),
      contentType: 'application/pdf',
      size: bytes.byteLength,
      bytes,
    })
    .onConflictDoUpdate({ target: files.sha256, set: { sha256: sql`excluded.sha256` } })
    .returning({ id: files.id });
  if (!row) throw new Error('File upsert returned no row');
  return row.id;
}
