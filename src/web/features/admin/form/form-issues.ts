import { z } from 'zod/mini';
import type { FieldIssue } from '../../../../domain/api/endpoint';
import { fieldIssuesOf } from '../../../../domain/api/field-issues';

/** A form's check of its values: the data, or the contract's issues keyed like the server's 400 VALIDATION. */
export type ParseResult<TData> = { data: TData; issues?: never } | { data?: never; issues: FieldIssue[] };

/** Parses with a domain schema (the one the server checks the body with) and keys its issues by path. */
export function parseWithSchema<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const result = z.safeParse(schema, input);
  return result.success ? { data: result.data } : { issues: fieldIssuesOf(result.error.issues) };
}

/** 'price_lists.0.url' → 'price_lists[0].url', the field name TanStack Form gives an array row's field. */
export function fieldNameOf(path: string): string {
  return path
    .split('.')
    .filter(Boolean)
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/** The field and its parents, nearest first: 'a[0].b' → ['a[0].b', 'a[0]', 'a']. */
function withParents(name: string): string[] {
  const names = [name];
  let current = name;
  for (;;) {
    const cut = Math.max(current.lastIndexOf('.'), current.lastIndexOf('['));
    if (cut <= 0) return names;
    current = current.slice(0, cut);
    names.push(current);
  }
}

/** The shown field an issue path lands on (the path's own field or its nearest parent), if any. */
export function shownFieldOf(
  path: string,
  isShown: (fieldName: string) => boolean,
  fieldOfPath: (path: string) => string = (p) => p,
): string | undefined {
  return withParents(fieldNameOf(fieldOfPath(path))).find(isShown);
}

type PlacedIssues = {
  /** Field name → its first message. */
  fields: Record<string, string>;
  /** Messages no shown field can carry (shown at the form's top). */
  form: string[];
};

/**
 * Places each issue on the field the form shows for it: the path itself or its nearest parent (a
 * list's own field carries 'too many rows'; a textarea of host names carries 'productionHosts.2'). An
 * issue no shown field matches goes to the form's top, so no message is lost.
 */
export function placeIssues(
  issues: readonly FieldIssue[],
  isShown: (fieldName: string) => boolean,
  fieldOfPath: (path: string) => string = (path) => path,
): PlacedIssues {
  const placed: PlacedIssues = { fields: {}, form: [] };
  for (const issue of issues) {
    const field = shownFieldOf(issue.path, isShown, fieldOfPath);
    if (field === undefined) {
      if (!placed.form.includes(issue.message)) placed.form.push(issue.message);
    } else {
      placed.fields[field] ??= issue.message;
    }
  }
  return placed;
}
