import { defaultStringifySearch } from '@tanstack/react-router';

/**
 * The router's `stringifySearch`: like the default, except that a list is written as repeated keys
 * (`makes=Toyota&makes=Volkswagen`) instead of one JSON value, and its items are written verbatim.
 * The default `parseSearch` already reads repeated keys back as a list (ADR 010).
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const repeated = new URLSearchParams(value.map((item): [string, string] => [key, String(item)]));
      if (value.length > 0) parts.push(repeated.toString());
    } else {
      parts.push(defaultStringifySearch({ [key]: value }).slice(1));
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
