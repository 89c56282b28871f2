import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorDetailsOf } from '../domain/api/endpoint';
import { type ErrorCode, errorCatalogue } from '../domain/errors/error-codes';

/**
 * The JSON error body every API failure answers with: `{ error, code }` with the catalogue's status;
 * `error` replaces the catalogue's text where the answer can say more, `details` adds what the code
 * carries (issues, the refused listings…), checked against ApiErrorBody.
 */
export function jsonError<C extends ErrorCode>(
  c: Context,
  code: C,
  error?: string,
  details?: ErrorDetailsOf<C>,
) {
  const entry = errorCatalogue[code];
  const body: ApiErrorBody<C> = Object.assign({}, details, { error: error ?? entry.message, code });
  return c.json(body, entry.status as ContentfulStatusCode);
}
