/**
 * Lenient readers for URL search input. Input is either URLSearchParams or the JSON-ish object a router
 * hands over (strings, numbers, booleans, arrays of those). Readers never throw: unusable input is undefined.
 */
export type RawSearchInput = URLSearchParams | Record<string, unknown>;

const INDEXED_KEY = /^(.+?)\[\d*\]$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const MAX_NESTING = 4;

/** Values per key; repeated keys, `key[]` and `key[0]` merge into one list and nested arrays flatten. */
export function collectValues(raw: unknown): Map<string, unknown[]> {
  const values = new Map<string, unknown[]>();
  const entries =
    raw instanceof URLSearchParams ? [...raw] : raw && typeof raw === 'object' ? Object.entries(raw) : [];
  for (const [key, value] of entries) {
    const name = INDEXED_KEY.exec(key)?.[1] ?? key;
    const list = values.get(name) ?? [];
    list.push(...(Array.isArray(value) ? value.flat(MAX_NESTING) : [value]));
    values.set(name, list);
  }
  return values;
}

/** One list per canonical field, concatenating its alias keys in the given order (earlier wins). */
export function pickAliases<K extends string>(
  values: Map<string, unknown[]>,
  aliases: Record<K, readonly string[]>,
): Record<K, unknown[]> {
  const picked = {} as Record<K, unknown[]>;
  for (const [field, keys] of Object.entries(aliases) as [K, readonly string[]][]) {
    picked[field] = keys.flatMap((key) => values.get(key) ?? []);
  }
  return picked;
}

export function asList(value: unknown): readonly unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first value that `read` accepts. */
export function firstOf<T>(value: unknown, read: (item: unknown) => T | undefined): T | undefined {
  for (const item of asList(value)) {
    const result = read(item);
    if (result !== undefined) return result;
  }
  return undefined;
}

/** Plain decimal notation only: no exponents, hex, 'Infinity' or empty strings. */
export function readNumber(item: unknown): number | undefined {
  if (typeof item === 'number') return Number.isFinite(item) ? item : undefined;
  if (typeof item !== 'string') return undefined;
  const text = item.trim();
  return DECIMAL.test(text) ? Number(text) : undefined;
}

export function readInteger(item: unknown): number | undefined {
  const value = readNumber(item);
  return value !== undefined && Number.isSafeInteger(value) ? value : undefined;
}

export function readBoolean(item: unknown): boolean | undefined {
  if (item === true || item === 1 || item === 'true' || item === '1') return true;
  if (item === false || item === 0 || item === 'false' || item === '0') return false;
  return undefined;
}

/**
 * Trimmed text, or undefined when empty; routers turn `?q=123` into a number, so numbers count. Text with
 * a NUL character is unusable too: PostgreSQL's text cannot hold one (the query would fail).
 */
export function readText(item: unknown): string | undefined {
  const text = typeof item === 'string' ? item : scalarText(item);
  const trimmed = text?.trim();
  return trimmed && !trimmed.includes('\u0000') ? trimmed : undefined;
}

function scalarText(item: unknown): string | undefined {
  if (typeof item === 'number') return Number.isFinite(item) ? String(item) : undefined;
  return typeof item === 'boolean' ? String(item) : undefined;
}

function parseJsonArray(text: string): unknown[] | undefined {
  if (!text.startsWith('[') || !text.endsWith(']')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every item of repeated values, comma lists and JSON arrays (a router's `?makes=["VW","Audi"]`),
 * trimmed, empties dropped.
 */
export function listItems(value: unknown): string[] {
  const items: string[] = [];
  const visit = (item: unknown, depth: number): void => {
    if (Array.isArray(item)) {
      if (depth < MAX_NESTING) for (const inner of item) visit(inner, depth + 1);
      return;
    }
    const text = typeof item === 'string' ? item.trim() : scalarText(item);
    if (text === undefined) return;
    const json = parseJsonArray(text);
    if (json) {
      // Too deeply nested JSON ends in the array branch and is dropped, never split into fragments.
      visit(json, depth + 1);
      return;
    }
    for (const part of text.split(',')) {
      const trimmed = part.trim();
      if (trimmed) items.push(trimmed);
    }
  };
  for (const item of asList(value)) visit(item, 0);
  return items;
}
