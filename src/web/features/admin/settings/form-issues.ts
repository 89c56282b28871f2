import { z } from 'zod/mini';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors = Record<string, string>;

/** First message per top-level field ('productionHosts.2' counts for 'productionHosts'). */
function byField(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates with the same schema the server uses: the value, or the errors to show beside the fields. */
export function validateWith<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): { data: z.infer<S>; errors?: never } | { data?: never; errors: FieldErrors } {
  const result = z.safeParse(schema, value);
  if (result.success) return { data: result.data };
  return {
    errors: byField(
      result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    ),
  };
}

/** The per-field messages of a 400 from the server. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? byField(error.issues) : {};
}
