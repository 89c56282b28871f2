import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../http-error';
import { JsonNestingScanner } from '../json-nesting';

export type BoundedJsonOptions = {
  maxDepth: number;
  /** The largest body any JSON route accepts; a larger one is refused before it is held in memory. */
  maxBytes: number;
};

/** Upload bodies, which the scan leaves alone: a JSON reader must refuse a body declared this way. */
export const isMultipart = (contentType: string | undefined) =>
  contentType?.trimStart().toLowerCase().startsWith('multipart/') ?? false;

/**
 * Refuses a request body that nests deeper than `maxDepth` with 400 before any handler parses it
 * (ADR 027): route handlers, better-auth and the event collector all read bodies as JSON whatever the
 * content type says, so every body is scanned as it streams in, except multipart uploads, whose fields
 * are never parsed as JSON. The body read is handed on unchanged.
 */
export function boundedJson({ maxDepth, maxBytes }: BoundedJsonOptions): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body || isMultipart(c.req.header('content-type'))) return next();
    if (Number(c.req.header('content-length')) > maxBytes) return jsonError(c, 'PAYLOAD_TOO_LARGE');
    const scanner = new JsonNestingScanner();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        size += read.value.byteLength;
        const tooLarge = size > maxBytes;
        if (tooLarge || !scanner.push(read.value, maxDepth)) {
          await reader.cancel();
          return jsonError(c, tooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION');
        }
        chunks.push(read.value);
      }
    } catch {
      // The client went away mid-body: nobody reads the answer, and it is no server error to log.
      return jsonError(c, 'VALIDATION');
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}
