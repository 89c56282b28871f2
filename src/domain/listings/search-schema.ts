import { firstOf, readInteger, readText } from './search-param-values';

/**
 * URL search schemas as plain field readers, not zod (ADR 047): every route's search validation is in
 * the route tree, so in every page's entry chunk, where zod's core alone weighed 10 kB gzip. A field
 * reads what a router or URLSearchParams hands over and never throws: unusable input is its fallback.
 */
export type SearchField<T> = (value: unknown) => T;

type SearchFields = Record<string, SearchField<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Fields that may be undefined are optional keys, as in zod's output, so a link can leave them out. */
export type SearchOf<F extends SearchFields> = Simplify<
  { [K in keyof F as undefined extends ReturnType<F[K]> ? K : never]?: ReturnType<F[K]> } & {
    [K in keyof F as undefined extends ReturnType<F[K]> ? never : K]: ReturnType<F[K]>;
  }
>;

/** `parse` makes it a validator TanStack Router takes as is; `fields` lets a schema extend another. */
export type SearchSchema<F extends SearchFields> = { fields: F; parse: (raw: unknown) => SearchOf<F> };

/** Every field is present in the output (undefined when not given); unknown keys are dropped. */
export function searchSchema<F extends SearchFields>(fields: F): SearchSchema<F> {
  return {
    fields,
    parse: (raw) => {
      const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const search: Record<string, unknown> = {};
      for (const [key, read] of Object.entries(fields)) search[key] = read(input[key]);
      return search as SearchOf<F>;
    },
  };
}

export function withDefault<T>(read: SearchField<T | undefined>, fallback: T): SearchField<T> {
  return (value) => read(value) ?? fallback;
}

/** The first usable text, when it is at most `maxLength` UTF-16 units long (as zod's `maxLength`). */
export function optionalText(maxLength: number, pattern?: RegExp): SearchField<string | undefined> {
  return (value) => {
    const text = firstOf(value, readText);
    return text !== undefined && text.length <= maxLength && (!pattern || pattern.test(text))
      ? text
      : undefined;
  };
}

export function optionalInteger(range: { min: number; max?: number }): SearchField<number | undefined> {
  return (value) => {
    const number = firstOf(value, readInteger);
    return number !== undefined && number >= range.min && number <= (range.max ?? Number.MAX_SAFE_INTEGER)
      ? number
      : undefined;
  };
}

/** One of `values`, written exactly (no trimming, no lists), or undefined. */
export function optionalOneOf<V extends string>(values: readonly V[]): SearchField<V | undefined> {
  return (value) => (values.includes(value as V) ? (value as V) : undefined);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const optionalUuid: SearchField<string | undefined> = optionalText(36, UUID);
