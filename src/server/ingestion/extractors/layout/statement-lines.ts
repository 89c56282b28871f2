import type { MileageSupplement } from '../../../../domain/ingestion/mileage-supplement';
import { readAmount } from './read-amount';

/**
 * Lines of prose that state something about the offers around them: terms given once ("36 MÅNEDER",
 * "Priserne gælder ved 36 mdr. og 15.000 km/år"), supplements ("Merpris pr. 5.000 km: 150 kr./md.",
 * "Ved 0 kr. i udbetaling: tillæg 300 kr./md.").
 */

export type StatedTerms = { period?: number; mileage?: number; firstPayment?: number };

const AMOUNT = String.raw`(\d{1,3}(?:[.\u00a0 ]\d{3})+|\d+)(?:,-|,00)?`;
const PERIOD =
  /(?:^|[^\d.])(\d{1,3})\s*(?:mdr\.?|måneders?|mnd\.?|md\.?\s+løbetid|md\.(?=[\s,]|$))(?![a-zæøå])/i;
const MILEAGE = new RegExp(
  String.raw`${AMOUNT}\s*(?:km\.?|kilometer)\s*(?:(?:\/|pr\.?\s*|om\s+|i\s+)år|årligt)`,
  'i',
);
const FIRST_PAYMENT = new RegExp(
  String.raw`(?:udbetaling|førstegangsydelse|førstegangsbetaling|første\s*(?:betaling|ydelse)|depositum)(?:en)?\D{0,30}?(?:(?:dkk|kr\.?)\s*${AMOUNT}|${AMOUNT}\s*(?:kr|,-|dkk))`,
  'i',
);
// "4.995 kr. i førstegangsydelse", "0 kr. i udbetaling": the amount before the word.
const FIRST_PAYMENT_AFTER = new RegExp(
  String.raw`(?:(?:kr\.?|dkk)\s*)?${AMOUNT}\s*(?:kr\.?|,-|dkk)?\s*(?:i|som|til|ved)\s+(?:udbetaling|førstegangsydelse|førstegangsbetaling|første\s*(?:betaling|ydelse))`,
  'i',
);
const BARE_MILEAGE = new RegExp(String.raw`${AMOUNT}\s*km\b(?!\s*\/\s*(?:l|t|h))`, 'i');
const NO_FIRST_PAYMENT =
  /(?:uden|ingen)\s+(?:udbetaling|førstegangsydelse|førstegangsbetaling)|(?:udbetaling|førstegangsydelse)\s*:?\s*0\s*kr/i;
const NOT_TERMS =
  /merpris|tillæg|ønsker du|kontakt|ved valg af|forhandler|mindstepris|minimumspris|ekstraudstyr|tilbehør/i;
const MAX_TERMS_LINE = 160;

/**
 * Terms a prose line states for the prices around it; null when it states none. A long paragraph is
 * read a sentence at a time ("Alle priser er ved 36 måneders leasing og 4.995 kr. i førstegangsydelse.
 * Priserne er …"); a sentence about something else (merpris, mindstepris) states no terms.
 */
export function readStatedTerms(text: string): StatedTerms | null {
  if (text.length <= MAX_TERMS_LINE) return readSentenceTerms(text);
  let found: StatedTerms | null = null;
  for (const sentence of text.split(/(?<=[a-zæøå)]\.)\s+(?=[A-ZÆØÅ])/)) {
    const terms = readSentenceTerms(sentence);
    if (terms) found = { ...terms, ...(found ?? {}) };
  }
  return found;
}

function readSentenceTerms(text: string): StatedTerms | null {
  if (text.length > MAX_TERMS_LINE || NOT_TERMS.test(text)) return null;
  // "Udbetaling kr. 0 | Udbetaling kr. 14.995" names columns; a statement states one value.
  if (new Set(allAmounts(FIRST_PAYMENT, text)).size > 1 || new Set(allAmounts(PERIOD, text)).size > 1)
    return null;
  const terms: StatedTerms = {};
  const period = Number(PERIOD.exec(text)?.[1]);
  if (period >= 1 && period <= 120) terms.period = period;
  // "ved en løbetid på 48 mdr., 15.000 km og …": a bare km beside other terms is the mileage.
  const bareKm = PERIOD.test(text) || FIRST_PAYMENT.test(text) ? BARE_MILEAGE.exec(text)?.[1] : undefined;
  const mileage = amountOf(MILEAGE.exec(text)?.[1] ?? bareKm);
  if (mileage !== null && mileage >= 1000 && mileage <= 100_000) terms.mileage = mileage;
  const stated = FIRST_PAYMENT.exec(text);
  const firstPayment = NO_FIRST_PAYMENT.test(text)
    ? 0
    : amountOf(stated?.[1] ?? stated?.[2] ?? FIRST_PAYMENT_AFTER.exec(text)?.[1]);
  if (firstPayment !== null && firstPayment >= 0) terms.firstPayment = firstPayment;
  return Object.keys(terms).length > 0 ? terms : null;
}

export type Supplement =
  | { kind: 'mileage'; supplement: MileageSupplement }
  | { kind: 'first_payment'; firstPayment: number; monthlySupplement: number };

const SUPPLEMENT_WORDS = /merpris|tillæg|lægges|\+\s*\d|ekstra|kører du mere|stiger|forhøjes/i;
const WORKED_EXAMPLE = /eksempel|f\.\s?eks\.|\d\s*(?:kr\.?|,-)?\s*=\s*\d/i;
const FIRST_PAYMENT_WORDS = /udbetaling|førstegangsydelse|depositum/i;
const WITHOUT_FIRST_PAYMENT = /uden\s+(?:udbetaling|førstegangsydelse|depositum)/i;
// An amount and what follows it: "150 kr./md.", "5.000 km", "0 kr.".
const AMOUNT_WITH_UNIT = new RegExp(
  String.raw`${AMOUNT}\s*(kr\.?\s*(?:\/|pr\.?|om)\s*(?:md|måned)|kr\.?|,-|km)?`,
  'gi',
);

type StatedAmount = { value: number; unit: 'monthly' | 'kr' | 'km' | null; before: string };

/**
 * A merpris/tillæg line: more kilometres ("Merpris pr. 5.000 km: 150 kr./md., op til 30.000 km/år",
 * "Merpris ved 20.000 km/år: 250 kr./md.") or a lower first payment ("Ved 0 kr. i udbetaling:
 * tillæg 300 kr./md.", "Uden udbetaling: + 300 kr. pr. md.") for a monthly supplement.
 */
export function readSupplement(text: string): Supplement | null {
  // A worked example ("Eksempel: … koster 3.495 kr. + 700 kr. = 4.195 kr./md.") restates a supplement.
  if (!SUPPLEMENT_WORDS.test(text) || WORKED_EXAMPLE.test(text)) return null;
  const amounts = statedAmounts(text);
  const monthly = amounts.find((amount) => amount.unit === 'monthly')?.value;
  if (!monthly) return null;
  if (FIRST_PAYMENT_WORDS.test(text) && !/\d\s*km/i.test(text)) {
    if (WITHOUT_FIRST_PAYMENT.test(text))
      return { kind: 'first_payment', firstPayment: 0, monthlySupplement: monthly };
    const firstPayment = amounts.find((amount) => amount.unit === 'kr')?.value;
    return firstPayment === undefined
      ? null
      : { kind: 'first_payment', firstPayment, monthlySupplement: monthly };
  }
  const distances = amounts.filter((amount) => amount.unit === 'km' && amount.value >= 1000);
  const maximum = distances.find((amount) => /(?:op\s*til|maks\.?|max\.?|højst)\s*$/i.test(amount.before));
  const step = distances.find((amount) => /(?:pr\.?|per|hver(?:e)?)\s*(?:ekstra\s*)?$/i.test(amount.before));
  if (step) {
    return {
      kind: 'mileage',
      supplement: {
        kind: 'per_step',
        stepKm: step.value,
        monthlySupplement: monthly,
        maxKm: maximum?.value ?? null,
      },
    };
  }
  // A row of a tillæg table ("20.000 km/år | + 200 kr./md.") names its mileage alone.
  const tableRow =
    distances.length === 1 && /^\s*\d[\d.\s]*km[^+]*\+\s*\d/i.test(text) ? distances[0] : undefined;
  const at = distances.find((amount) => /(?:ved|for|til)\s*$/i.test(amount.before)) ?? tableRow;
  return at
    ? { kind: 'mileage', supplement: { kind: 'at_mileage', mileage: at.value, monthlySupplement: monthly } }
    : null;
}

function statedAmounts(text: string): StatedAmount[] {
  const amounts: StatedAmount[] = [];
  for (const match of text.matchAll(AMOUNT_WITH_UNIT)) {
    const value = amountOf(match[1]);
    if (value === null) continue;
    const unitText = (match[2] ?? '').toLowerCase();
    const unit = unitText.startsWith('km')
      ? 'km'
      : /md|måned/.test(unitText)
        ? 'monthly'
        : unitText
          ? 'kr'
          : null;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 12), match.index);
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 30);
    // "lægges 750 kr. til den månedlige ydelse": an amount for the monthly price.
    const monthlyByWords =
      unit === 'kr' &&
      /^\s*(?:til|på|oven i)\s+(?:den\s+)?(?:månedlige|mdl\.?)\s+(?:ydelse|pris)/i.test(after);
    amounts.push({ value, unit: monthlyByWords ? 'monthly' : unit, before });
  }
  return amounts;
}

function allAmounts(pattern: RegExp, text: string): number[] {
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  return [...text.matchAll(global)].flatMap((match) => {
    const value = amountOf(match[1] ?? match[2]);
    return value === null ? [] : [value];
  });
}

function amountOf(text: string | undefined): number | null {
  return text ? readAmount(text) : null;
}
