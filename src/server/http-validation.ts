import type { Context } from 'hono';
import { z } from 'zod';
import { da } from 'zod/locales';
import type { ApiErrorBody, FieldIssue } from '../domain/api/endpoint';
import { fieldIssuesOf } from '../domain/api/field-issues';
import { errorCatalogue } from '../domain/errors/error-codes';
import { isMultipart } from './middleware/bounded-json';
import { isStorableText } from './storable-text';

/**
 * Parse options giving zod's built-in messages in Danish ("Ugyldigt input: forventede streng…"); a
 * schema's own message still wins. The admin forms show these messages beside the field.
 */
export const DANISH_ISSUES = { error: da().localeError };

const INVALID_CHARACTER_MESSAGE = 'Teksten indeholder et ugyldigt tegn (NUL eller en halv unicode-tegnkode)';
class InvalidCharacterError extends Error {}

/** A JSON.parse reviver refusing such text in any key or string, before any query sees it. */
function refuseUnstorableText(key: string, value: unknown): unknown {
  if (!isStorableText(key) || (typeof value === 'string' && !isStorableText(value))) {
    throw new InvalidCharacterError();
  }
  return value;
}

export type { FieldIssue };

/** An issue per text field PostgreSQL cannot store (form fields, which never pass through parseJsonBody). */
export function nulCharacterIssues(fields: Record<string, string | undefined>): FieldIssue[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && !isStorableText(value))
    .map(([path]) => ({ path, message: INVALID_CHARACTER_MESSAGE }));
}

/** 400 with the spec's validation text and, per field, what is wrong (the form shows it beside the field). */
export function validationError(c: Context, issues: FieldIssue[]) {
  return c.json(
    { error: errorCatalogue.VALIDATION.message, code: 'VALIDATION', issues } satisfies ApiErrorBody,
    400,
  );
}

export function toFieldIssues(error: { issues: readonly z.core.$ZodIssue[] }): FieldIssue[] {
  return fieldIssuesOf(error.issues);
}

/**
 * Parses a JSON body with `schema` (classic zod or the zod/mini schemas of src/domain): `{ data }` on
 * success, or `{ response }` — a 400 to return as is — when the body is not JSON or does not match.
 */
export async function parseJsonBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.core.output<S>; response?: never } | { data?: never; response: Response }> {
  // The nesting scan (ADR 027) leaves multipart bodies alone, so none is read as JSON.
  if (isMultipart(c.req.header('content-type'))) {
    return { response: validationError(c, [{ path: '', message: 'Forventede JSON' }]) };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text(), refuseUnstorableText);
  } catch (error) {
    const message = error instanceof InvalidCharacterError ? INVALID_CHARACTER_MESSAGE : 'Forventede JSON';
    return { response: validationError(c, [{ path: '', message }]) };
  }
  const parsed = z.safeParse(schema, raw, DANISH_ISSUES);
  if (!parsed.success) return { response: validationError(c, toFieldIssues(parsed.error)) };
  return { data: parsed.data };
}
