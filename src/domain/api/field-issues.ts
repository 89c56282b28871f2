import type { FieldIssue } from './endpoint';

/**
 * A schema's issues keyed by their dotted path (`price_lists.0.url`): how the server answers a 400
 * VALIDATION and how a form's own check finds the field, so both take one path to it.
 */
export function fieldIssuesOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
