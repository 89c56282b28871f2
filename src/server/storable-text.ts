const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text PostgreSQL cannot store: a NUL character (text, jsonb) or a lone UTF-16 surrogate (jsonb). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** True when every string (and key) in a parsed JSON value is storable text. */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => isStorableText(key) && isStorableJson(inner));
  }
  return true;
}
