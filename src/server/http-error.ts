import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../domain/api/endpoint';
import { type ErrorCode, errorCatalogue } from '../domain/errors/error-codes';

/**
 * The JSON error body every API failure answers with: `{ error, code }` with the catalogue's status;
 * `error` replaces the catalogue's text where the answer can say more, `details` adds fields (issues…).
 */
export function jsonError(
  c: Context,
  code: ErrorCode,
  error?: string,
  details: Record<string, unknown> = {},
) {
  const entry = errorCatalogue[code];
  return c.json(
    { ...details, error: error ?? entry.message, code } satisfies ApiErrorBody,
    entry.status as ContentfulStatusCode,
  );
}
