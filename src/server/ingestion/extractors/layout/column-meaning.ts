import {
  type ColumnKind,
  type LayoutTemplate,
  normaliseHeader,
} from '../../../../domain/ingestion/layout-template';
import { templateColumnMeaning } from '../../../../domain/ingestion/layout-template-meaning';
import { readAmount } from './read-amount';

export type { ColumnKind };

/**
 * A column's meaning. A matrix column ("15.000 km", "36 mdr.") is a monthly price whose mileage or
 * period the header fixes; a total or minimum price may name its months ("Totalpris (36 mdr.)").
 */
export type ColumnMeaning = { kind: ColumnKind; mileage?: number; period?: number; firstPayment?: number };

// Checked in order: "Førstegangsydelse" holds "ydelse", "Totalpris (36 mdr.)" holds "mdr.".
const VOCABULARY: Array<[ColumnKind, RegExp]> = [
  ['minimum', /mindste ?pris|minimums? ?pris|minimumsbeløb|binding/],
  ['total', /total|samled?e? ?(?:omkostning|pris|beløb)|samlet|i alt/],
  [
    'first_payment',
    /udbetaling|\budb\.|førstegangs|første ?(?:betaling|ydelse)|depositum|engangs|startydelse/,
  ],
  ['co2_tax', /ejerafgift|grøn afgift/],
  ['other', /km\/l|wh\/km|g\/km|co2|forbrug|rækkevidde|kwh|batteri|energi|afgift|nypris|listepris/],
  [
    'monthly',
    /ydelse|pr\.? ?md|pr\.? ?måned|\/ ?md|månedlig|mdl\.|md\.? ?pris|leasingpris|pris pr\.? (?:md|måned)/,
  ],
  ['period', /løbetid|periode|^mdr\.?$|^måneder$|antal (?:mdr|måneder)|varighed/],
  ['mileage', /km|kilometer|kørsel/],
  ['horsepower', /^hk\.?$|^hp$|^ps$|hestekræfter|^effekt|^motor ?effekt|^kw$/],
  ['fuel', /brændstof|drivmiddel|drivlinje|drivmidler/],
  ['transmission', /^gear|gearkasse|geartype|transmission/],
  ['make', /^mærke$|^fabrikat$|^bilmærke$/],
  ['variant', /variant|version|udstyr|motor|beskrivelse|^trim/],
  ['model', /model/],
];

const MATRIX_MILEAGE = /(\d{1,3}(?:[.\s]\d{3})+|\d{4,6})\s*(?:km|$)/;
const MONTHS_IN_HEADER = /(\d{1,3})\s*(?:mdr|måneder|mnd|md\b)/;

/** The meaning of a column's header text (all its header lines joined), or null when it names nothing. */
export function columnMeaning(headerText: string): ColumnMeaning | null {
  const text = headerText
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[:*¹²³]+/g, '')
    .trim();
  if (text.length === 0 || text.length > 80) return null;
  for (const [kind, pattern] of VOCABULARY) {
    if (!pattern.test(text)) continue;
    if (kind === 'total' || kind === 'minimum') {
      const months = MONTHS_IN_HEADER.exec(text)?.[1];
      return months ? { kind, period: Number(months) } : { kind };
    }
    if (kind === 'mileage' || kind === 'monthly' || kind === 'period') return matrixOr(kind, text);
    if (kind === 'first_payment') return firstPaymentColumn(text);
    return { kind };
  }
  return matrixOr(null, text);
}

// "Udbetaling 4.995 kr.", "Førstegangsydelse: kr. 0", "Udbetaling 14.995,-".
const FIRST_PAYMENT_IN_HEADER =
  /(?:^|\s)(?:kr\.?|dkk)\s*(\d{1,3}(?:[.\s]\d{3})+|\d+)|(?:^|\s)(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,-|,00)?\s*(?:kr\.?|,-|dkk|$)/;

/** A first-payment header that names its amount heads a column of monthly prices at that first payment. */
function firstPaymentColumn(text: string): ColumnMeaning {
  const match = FIRST_PAYMENT_IN_HEADER.exec(text);
  const amount = match?.[1] ?? match?.[2];
  const value = amount === undefined ? null : readAmount(amount);
  if (value === null || value > 500_000 || !match) return { kind: 'first_payment' };
  // A group label over a matrix column: "Udbetaling 0 kr." over "20.000" or "36 mdr.".
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(
    /udbetaling|\budb\.|førstegangs\w*|første ?(?:betaling|ydelse)/g,
    ' ',
  );
  const matrix = matrixOr(null, rest.trim());
  return { ...(matrix?.kind === 'monthly' ? matrix : {}), kind: 'monthly', firstPayment: value };
}

/** "15.000 km" over a column of prices is a matrix column; "36 mdr." likewise for a period. */
function matrixOr(kind: ColumnKind | null, text: string): ColumnMeaning | null {
  if (!/\d/.test(text)) return kind ? { kind } : null;
  // Two-line headers name both: "36 mdr." over "15.000 km/år".
  const months = MONTHS_IN_HEADER.exec(text)?.[1];
  const period = months && Number(months) <= 120 && !/løbetid|periode/.test(text) ? Number(months) : null;
  const mileage = MATRIX_MILEAGE.exec(text.replace(MONTHS_IN_HEADER, ' '))?.[1];
  if (mileage && /km|kilometer/.test(text)) {
    const value = readAmount(mileage);
    if (value !== null && value >= 1000 && value <= 100_000) {
      return { kind: 'monthly', mileage: value, ...(period === null ? {} : { period }) };
    }
  }
  if (period !== null) {
    // "36 mdr." over a bare "20.000": the term's group and the column's mileage.
    const rest = readAmount(text.replace(MONTHS_IN_HEADER, ' ').trim());
    const bareMileage = rest !== null && rest >= 1000 && rest <= 100_000 && rest % 500 === 0;
    return { kind: 'monthly', period, ...(bareMileage ? { mileage: rest } : {}) };
  }
  const bare = readAmount(text);
  if (bare !== null && bare >= 1000 && bare <= 100_000 && kind === null) {
    return { kind: 'monthly', mileage: bare };
  }
  return kind ? { kind } : null;
}

// An engine line beside a header ("1.5 TSI 150 HK automatgear") is not one of its words.
const ENGINE = /\d\s*(?:hk|hp|ps|kw|kwh)\b/i;
// Longer text is prose ("Priserne gælder ved 48 mdr. løbetid og en førstegangsydelse på …").
const MAX_HEADER_WORD_LENGTH = 36;

/** Header words that mark a line as a column header (one is not enough: "Ydelse" may be prose). */
export function isHeaderWord(text: string): boolean {
  if (text.length > MAX_HEADER_WORD_LENGTH || ENGINE.test(text)) return false;
  // A bare number ("3008", "20.000") is a value or a model; header-blocks.ts reads bare mileages itself.
  if (readAmount(text) !== null && !/km|mdr|måned|\d\s*md\b/i.test(text)) return false;
  const meaning = columnMeaning(text);
  return meaning !== null && (meaning.kind !== 'other' || /co2|km\/l|forbrug/i.test(text));
}

/** How header words are read: the built-in Danish vocabulary, or a taught template before it. */
export type Vocabulary = {
  meaning(headerText: string): ColumnMeaning | null;
  isHeaderWord(text: string): boolean;
};

export const builtInVocabulary: Vocabulary = { meaning: columnMeaning, isHeaderWord };

/** The template's headers first (as printed, any case and spacing), then the built-in words. */
export function templateVocabulary(template: LayoutTemplate): Vocabulary {
  const taught = new Map(
    template.columns.map((column) => [
      normaliseHeader(column.header),
      templateColumnMeaning(column) satisfies ColumnMeaning,
    ]),
  );
  const taughtWords = new Set([...taught.keys()].flatMap((header) => [header, ...header.split(' ')]));
  return {
    meaning: (text) => taught.get(normaliseHeader(text)) ?? columnMeaning(text),
    isHeaderWord: (text) => taughtWords.has(normaliseHeader(text)) || isHeaderWord(text),
  };
}
