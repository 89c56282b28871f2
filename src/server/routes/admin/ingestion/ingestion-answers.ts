import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  IngestionWriteError,
  type IngestionWriteErrorCode,
} from '../../../services/admin/ingestion/ingestion-write-error';

/**
 * A refused ingestion request: `error` (what every admin screen shows, see api-client.ts) and `message`
 * (the contract's name for it) carry the same Danish text.
 */
export function ingestionError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json({ error: message, code, message }, status);
}

const writeErrorStatus: Record<IngestionWriteErrorCode, ContentfulStatusCode> = {
  session_not_found: 404,
  batch_not_found: 404,
  change_not_found: 404,
  session_not_attachable: 409,
  batch_not_in_review: 409,
  change_not_editable: 409,
  invalid_car: 422,
  listing_not_of_seller: 422,
  price_conflict_unresolved: 409,
  price_not_in_conflict: 422,
};

/** Runs a write; an IngestionWriteError becomes its status with the Danish message. */
export async function answerWrite(c: Context, write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof IngestionWriteError) {
      return ingestionError(c, writeErrorStatus[error.code], error.code, error.message);
    }
    throw error;
  }
}

/** A multipart body's fields; repeated fields (several `files`) as arrays. Null when it is not multipart. */
export async function multipartFields(
  c: Context,
): Promise<Record<string, string | File | Array<string | File>> | null> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    return null;
  }
}

export const filesOf = (value: string | File | Array<string | File> | undefined): File[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is File => item instanceof File,
  );

export const textOf = (value: string | File | Array<string | File> | undefined): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

export const NOT_FOUND_MESSAGE = {
  session: 'Udtrækningen findes ikke.',
  batch: 'Batchen findes ikke.',
} as const;

/** The multipart requests of ingestion, which app.ts leaves out of the 1 MB JSON limit (they set their own). */
export const INGESTION_UPLOAD_PATH = /^\/api\/admin\/(extraction-sessions|toyota-pdf\/(parse|batch))\/?$/;
