import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this, gzip's header and dictionary cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON answers are built in memory but leave Hono as streams without a length, so the compressor
 * cannot tell a 40-byte error from a 40 kB search result: give them their length first.
 */
async function sizeJsonBody(c: Context): Promise<void> {
  const res = c.res;
  if (!res.body || res.headers.has('Content-Length')) return;
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const bytes = await res.arrayBuffer();
  const sized = new Response(bytes, res);
  sized.headers.set('Content-Length', String(bytes.byteLength));
  c.res = sized;
}

/**
 * gzip for text answers of at least 1 kB when the client accepts it. Images and other compressed
 * types are left alone by hono/compress's content-type filter; built assets come precompressed.
 */
export function responseCompression(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESSION_THRESHOLD_BYTES });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      await sizeJsonBody(c);
    });
}
