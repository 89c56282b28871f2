/**
 * The one reader of numbers as Danes write them — in price lists, CSV cells and admin fields. Rules:
 * 1. '.' or a space (also non-breaking or narrow) followed by exactly three digits groups thousands:
 *    "4.295", "1.234.567", "4 295", "15\u00a0000"; ',' then starts the decimals ("1.234,50").
 * 2. ',' followed by exactly three digits (and no more) groups thousands the English way: "4,295",
 *    "12,345,678", "4,295.50" — prices, distances and terms never have three decimals.
 * 3. Otherwise one ',' or '.' is a decimal point: "4,5", "73.1", "1.5" (engine sizes are written so).
 * 4. Units, currency and words of that kind around the number are ignored: "kr.", "DKK", "km/år",
 *    "mdr.", "hk", ",-", "pr.", "inkl. moms", "%"… Any other text makes it not one number.
 * 5. A '-' that starts the text makes it negative.
 */

const SPACES = ' \u00a0\u202f';
// Rules 1–3 in order of precedence at one position: Danish groups, English groups, a plain number.
const NUMBER_PATTERN = new RegExp(
  [
    `\\d{1,3}(?:[.${SPACES}]\\d{3})+(?!\\d)(?:,\\d+)?`,
    '\\d{1,3}(?:,\\d{3})+(?![\\d,])(?:\\.\\d+)?',
    '\\d+(?:[.,]\\d+)?',
  ].join('|'),
);
const UNITS_ONLY =
  /^(?:,-|,--|\.-|kr\.?|dkk|km|mdr\.?|md\.?|måneder|hk|hp|%|\/|pr\.?|år|ekskl\.?|inkl\.?|moms|[\s.:])*$/i;

function toNumber(token: string): number {
  let normal: string;
  if (new RegExp(`^\\d{1,3}(?:[.${SPACES}]\\d{3})+(?:,\\d+)?$`).test(token)) {
    normal = token.replace(new RegExp(`[.${SPACES}]`, 'g'), '').replace(',', '.');
  } else if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token)) {
    normal = token.replaceAll(',', '');
  } else {
    normal = token.replace(',', '.');
  }
  return Number(normal);
}

/** The first number in a text ("73,1 kWh" → 73.1, "Merpris pr. 5.000 km: 150 kr." → 5000), or null. */
export function findDanishNumber(text: string): number | null {
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return null;
  const value = toNumber(match[0]);
  return Number.isFinite(value) ? value : null;
}

/**
 * A text that is one number and at most units ("4.295 kr.", "kr. 4.295", "15.000 km/år", "-250"), or
 * null for empty text, dashes and anything else ("ca. 4000", "1.5 Hybrid", "4.29.5").
 */
export function readDanishNumber(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  const match = NUMBER_PATTERN.exec(body);
  if (!match) return null;
  const before = body.slice(0, match.index);
  const after = body.slice(match.index + match[0].length);
  if (!UNITS_ONLY.test(before) || !UNITS_ONLY.test(after)) return null;
  const value = toNumber(match[0]);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** An admin field as typed: empty is null (no value), a number is read by the rules, anything else NaN. */
export function readTypedDanishNumber(raw: string): number | null {
  if (raw.trim() === '') return null;
  return readDanishNumber(raw) ?? Number.NaN;
}
