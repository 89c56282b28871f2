import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorCatalogue } from '../domain/errors/error-codes';

/** The JSON error body every API failure answers with: `{ error, code }`. */
export function jsonError(c: Context, code: ErrorCode, error?: string) {
  const entry = errorCatalogue[code];
  return c.json({ error: error ?? entry.message, code }, entry.status as ContentfulStatusCode);
}
