import type { Context } from 'hono';
import { z } from 'zod';
import { errorCatalogue } from '../domain/errors/error-codes';

export type FieldIssue = { path: string; message: string };

/** 400 with the spec's validation text and, per field, what is wrong (the form shows it beside the field). */
export function validationError(c: Context, issues: FieldIssue[]) {
  return c.json({ error: errorCatalogue.VALIDATION.message, code: 'VALIDATION', issues }, 400);
}

export function toFieldIssues(error: { issues: readonly z.core.$ZodIssue[] }): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Parses a JSON body with `schema` (classic zod or the zod/mini schemas of src/domain): `{ data }` on
 * success, or `{ response }` — a 400 to return as is — when the body is not JSON or does not match.
 */
export async function parseJsonBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.core.output<S>; response?: never } | { data?: never; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { response: validationError(c, [{ path: '', message: 'Forventede JSON' }]) };
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return { response: validationError(c, toFieldIssues(parsed.error)) };
  return { data: parsed.data };
}
