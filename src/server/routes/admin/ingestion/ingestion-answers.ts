import type { Context } from 'hono';
import { jsonError } from '../../../http-error';
import { IngestionWriteError } from '../../../services/admin/ingestion/ingestion-write-error';

/** Runs a write; an IngestionWriteError becomes its code's answer with the Danish message. */
export async function answerWrite(c: Context, write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof IngestionWriteError) {
      return jsonError(c, error.code, error.message);
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
