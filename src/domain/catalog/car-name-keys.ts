/** How make and model names are compared and stored (ADR 031). */

/** Case, surrounding and repeated spaces ignored: the key names and aliases are compared by. */
export function nameKey(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('da-DK');
}

/**
 * Only letters and digits: "ID 4", "ID.4" and "id-4" share "id4". Used as a last resort when exactly
 * one model of the make has that spelling.
 */
export function spellingKey(value: string): string {
  return nameKey(value).replace(/[^\p{L}\p{N}]/gu, '');
}

/** Trims and collapses spaces, the way names and aliases are stored. */
export function cleanName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}
