import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { IMMUTABLE_PUBLIC, ifNoneMatchHits } from '../http-caching/cache-policies';
import { jsonError } from '../http-error';

const sha256Pattern = /^[0-9a-f]{64}$/;

/** Stored files under their content hash: the URL changes when the bytes do, so they cache forever. */
export function fileRoutes(db: Database) {
  return new Hono().get('/files/:sha256', async (c) => {
    const sha256 = c.req.param('sha256');
    if (!sha256Pattern.test(sha256)) return jsonError(c, 'NOT_FOUND');
    // The tag is the content hash, so a revalidating client is answered without reading the bytes.
    const etag = `"${sha256}"`;
    if (ifNoneMatchHits(c.req.header('If-None-Match'), etag))
      return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE_PUBLIC });
    const [file] = await db
      .select({ bytes: files.bytes, contentType: files.contentType })
      .from(files)
      .where(eq(files.sha256, sha256))
      .limit(1);
    if (!file) return jsonError(c, 'NOT_FOUND');
    return c.body(Buffer.from(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': IMMUTABLE_PUBLIC,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      ...(file.contentType === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    });
  });
}
