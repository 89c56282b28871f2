/**
 * A price-list cell read as one whole amount, with the noise real lists carry: "4.295", "4.295 kr.",
 * "kr. 4.295", "4.295,-", "4 295" (any space as thousands separator), footnote marks ("4.295*",
 * "3.999¹"), units ("15.000 km/år", "20.000 km årligt", "36 mdr.", "2.699 kr./md.") and "9,999" where a comma was typed
 * for the thousands dot. Null for text, dashes, decimals and cells holding more than one number.
 */

const FOOTNOTE_MARKS = /[*¹²³⁴⁵⁶⁷⁸⁹⁰†‡)]+$|^[*¹²³⁴⁵⁶⁷⁸⁹⁰†‡(]+/g;
// Unit words after their punctuation is removed ("kr./md." → "krmd").
const UNITS = new Set(
  ['', 'kr', 'dkk', 'km', 'kmår', 'kmprår', 'pr', 'år', 'prår', 'mdr', 'md', 'mnd', 'måneder', 'krmd'].concat(
    // "20.000 km årligt", "20.000 km om året".
    ['årligt', 'om', 'året'],
    // "Fra 2.795,-": a campaign's price from which the car is offered.
    ['krprmd', 'prmd', 'krmdr', 'inkl', 'ekskl', 'moms', 'inklmoms', 'hk', 'fra'],
  ),
);
const isUnit = (token: string) => UNITS.has(token.toLowerCase().replace(/[.,/:-]/g, ''));
const GROUPED = /^\d{1,3}(?:[.\s]\d{3})+$/;
const COMMA_THOUSANDS = /^\d{1,3},\d{3}$/;
const WHOLE_WITH_DECIMALS = /^(\d+),(?:-{1,2}|00?)$/;

export function readAmount(text: string): number | null {
  const tokens = text
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(FOOTNOTE_MARKS, '')
    .replace(/(\d)\s*(kr\.?|,-)/gi, '$1 $2')
    .trim()
    .split(/\s+(?=\D)|(?<=\D)\s+/)
    .map((token) => token.replace(FOOTNOTE_MARKS, ''))
    .filter((token) => token.length > 0);
  let amount: number | null = null;
  for (const token of tokens) {
    if (isUnit(token)) continue;
    if (amount !== null) return null;
    amount = readNumberToken(token);
    if (amount === null) return null;
  }
  return amount;
}

function readNumberToken(token: string): number | null {
  const bare = token.replace(/^kr\.?/i, '').replace(/(?:kr\.?|,-+)$/i, '');
  if (/^\d+$/.test(bare)) return Number(bare);
  if (GROUPED.test(bare)) return Number(bare.replace(/[.\s]/g, ''));
  if (COMMA_THOUSANDS.test(bare)) return Number(bare.replace(',', ''));
  const whole = WHOLE_WITH_DECIMALS.exec(bare);
  if (whole?.[1]) return Number(whole[1]);
  const groupedWhole = /^(\d{1,3}(?:\.\d{3})+),(?:-{1,2}|00?)$/.exec(bare);
  if (groupedWhole?.[1]) return Number(groupedWhole[1].replace(/\./g, ''));
  return null;
}
