/**
 * Danish number formats as price lists print them: '.' groups thousands, ',' starts the decimals,
 * ',-' means whole kroner ("4.295 kr.", "4.295,-", "15.000 km", "2.699 kr/md", "1.234,50").
 * A dot followed by anything but exactly three digits is read as a decimal point ("1.5"), because
 * engine sizes and battery capacities are written that way.
 */

// Groups of three after '.', a regular or non-breaking space; or a plain run of digits.
const NUMBER_PATTERN = /\d{1,3}(?:[. \u00a0\u202f]\d{3})+(?![\d])(?:,\d+)?|\d+(?:[.,]\d+)?/;
const UNIT_PATTERN =
  /^(?:,-|,--|kr\.?|dkk|km|mdr\.?|md\.?|måneder|hk|hp|%|\/|pr\.?|år|ekskl\.?|inkl\.?|moms|[\s.:])*$/i;

function toNumber(token: string): number {
  const grouped = /^\d{1,3}(?:[. \u00a0\u202f]\d{3})+(?:,\d+)?$/.test(token);
  const normalised = grouped
    ? token.replace(/[. \u00a0\u202f]/g, '').replace(',', '.')
    : token.replace(',', '.');
  return Number(normalised);
}

/** The first number in a text as a decimal (73.1 for "73,1 kWh"), or null. */
export function parseDanishDecimal(text: string): number | null {
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return null;
  const value = toNumber(match[0]);
  return Number.isFinite(value) ? value : null;
}

/** The first number in a text rounded to a whole number ("4.295 kr." → 4295, "1.234,50" → 1235), or null. */
export function parseDanishInteger(text: string): number | null {
  const value = parseDanishDecimal(text);
  return value === null ? null : Math.round(value);
}

/**
 * A table cell that holds one amount and at most a unit ("4.295 kr.", "kr. 4.295", "2.699 kr/md",
 * "15.000 km/år", "36 mdr.", "0"), as a whole number; null for text, empty cells and dashes.
 */
export function parseDanishAmountCell(text: string): number | null {
  const cell = text.trim();
  const match = NUMBER_PATTERN.exec(cell);
  if (!match) return null;
  const before = cell.slice(0, match.index);
  const after = cell.slice(match.index + match[0].length);
  if (!UNIT_PATTERN.test(before) || !UNIT_PATTERN.test(after)) return null;
  return parseDanishInteger(match[0]);
}
