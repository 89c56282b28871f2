/**
 * The list stored as `{ v, [key]: [...] }` under one browser key, or [] when the text is not JSON, is of
 * another version or has no such list: what the browser holds is read defensively, never trusted.
 */
export function readVersionedList(raw: string | null, version: number, key: string): unknown[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  const { v, [key]: list } = stored as Record<string, unknown>;
  return v === version && Array.isArray(list) ? list : [];
}
