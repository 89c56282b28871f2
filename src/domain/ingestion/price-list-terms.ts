import { parseDanishInteger } from './danish-numbers';

/** Offer terms a price list states once for all its prices ("36 mdr.", "15.000 km/år", "Førstegangsydelse 4.995 kr."). */
export type PriceListTerms = {
  period_months: number | null;
  mileage_per_year: number | null;
  first_payment: number | null;
};

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)(?:,-|,\d{1,2})?`;
const PERIOD = /(?:^|\D)(\d{1,3})\s*(?:mdr\.?|måneder|md\.?\s+løbetid)(?![a-zæøå])/i;
const MILEAGE = new RegExp(String.raw`${AMOUNT}\s*km\.?\s*(?:\/|pr\.?\s*|om\s+)år`, 'i');
const FIRST_PAYMENT = new RegExp(
  String.raw`(?:udbetaling|førstegangsydelse|første\s*betaling|første\s*ydelse)\D{0,25}?${AMOUNT}\s*(?:kr|,-|dkk)`,
  'i',
);
const SUPPLEMENT_WORDS = /merpris|tillæg/i;

/** Reads the terms from free text lines; each value is the first one stated (supplement lines are skipped). */
export function readPriceListTerms(texts: readonly string[]): PriceListTerms {
  const terms: PriceListTerms = { period_months: null, mileage_per_year: null, first_payment: null };
  for (const text of texts) {
    if (SUPPLEMENT_WORDS.test(text)) continue;
    terms.period_months ??= firstNumber(PERIOD, text, 1, 120);
    terms.mileage_per_year ??= firstNumber(MILEAGE, text, 1000, 100_000);
    terms.first_payment ??= firstNumber(FIRST_PAYMENT, text, 0, 2_000_000);
  }
  return terms;
}

function firstNumber(pattern: RegExp, text: string, min: number, max: number): number | null {
  const match = pattern.exec(text);
  const value = match?.[1] ? parseDanishInteger(match[1]) : null;
  return value !== null && value >= min && value <= max ? value : null;
}
