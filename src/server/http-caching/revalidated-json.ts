import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ifNoneMatchHits, REVALIDATE_PUBLIC } from './cache-policies';

/**
 * A public JSON read with a weak ETag from its body: a client that already has these bytes gets
 * 304 without them. The tag is the content's, so every process of the site agrees on it.
 */
export function revalidatedJson(c: Context, value: unknown): Response {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', REVALIDATE_PUBLIC);
  c.header('Vary', 'Accept-Encoding');
  if (ifNoneMatchHits(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}
