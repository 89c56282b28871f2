import { readMileageSupplement } from '../../../../domain/ingestion/mileage-supplement';
import { readAmount } from './read-amount';

/**
 * Lines of prose that state something about the offers around them: terms given once ("36 MÅNEDER",
 * "Priserne gælder ved 36 mdr. og 15.000 km/år"), supplements ("Merpris pr. 5.000 km: 150 kr./md.",
 * "Ved 0 kr. i udbetaling: tillæg 300 kr./md.").
 */

export type StatedTerms = { period?: number; mileage?: number; firstPayment?: number };

const AMOUNT = String.raw`(\d{1,3}(?:[.\u00a0 ]\d{3})+|\d+)(?:,-|,00)?`;
const PERIOD = /(?:^|[^\d.])(\d{1,3})\s*(?:mdr\.?|måneders?|mnd\.?|md\.?\s+løbetid)(?![a-zæøå])/i;
const MILEAGE = new RegExp(String.raw`${AMOUNT}\s*(?:km\.?|kilometer)\s*(?:\/|pr\.?\s*|om\s+|i\s+)år`, 'i');
const FIRST_PAYMENT = new RegExp(
  String.raw`(?:udbetaling|førstegangsydelse|første\s*(?:betaling|ydelse)|depositum)(?:en)?\D{0,30}?${AMOUNT}\s*(?:kr|,-|dkk)`,
  'i',
);
const NO_FIRST_PAYMENT =
  /uden\s+(?:udbetaling|førstegangsydelse)|(?:udbetaling|førstegangsydelse)\s*:?\s*0\s*kr/i;
const NOT_TERMS =
  /merpris|tillæg|ønsker du|kontakt|ved valg af|forhandler|mindstepris|minimumspris|ekstraudstyr|tilbehør/i;
const MAX_TERMS_LINE = 160;

/** Terms a prose line states for the prices around it; null when it states none. */
export function readStatedTerms(text: string): StatedTerms | null {
  if (text.length > MAX_TERMS_LINE || NOT_TERMS.test(text)) return null;
  const terms: StatedTerms = {};
  const period = Number(PERIOD.exec(text)?.[1]);
  if (period >= 1 && period <= 120) terms.period = period;
  const mileage = amountOf(MILEAGE.exec(text)?.[1]);
  if (mileage !== null && mileage >= 1000 && mileage <= 100_000) terms.mileage = mileage;
  const firstPayment = NO_FIRST_PAYMENT.test(text) ? 0 : amountOf(FIRST_PAYMENT.exec(text)?.[1]);
  if (firstPayment !== null && firstPayment >= 0) terms.firstPayment = firstPayment;
  return Object.keys(terms).length > 0 ? terms : null;
}

export type Supplement =
  | { kind: 'mileage'; supplement: NonNullable<ReturnType<typeof readMileageSupplement>> }
  | { kind: 'first_payment'; firstPayment: number; monthlySupplement: number };

const FIRST_PAYMENT_SUPPLEMENT = [
  // "Ved 0 kr. i udbetaling: tillæg 300 kr./md."
  new RegExp(
    String.raw`${AMOUNT}\s*(?:kr\.?|,-)?\s*(?:i\s+)?(?:udbetaling|førstegangsydelse)\D{0,40}?(?:tillæg|merpris|\+)\D{0,20}?${AMOUNT}\s*(?:kr|,-)`,
    'i',
  ),
  // "Udbetaling 0 kr.: tillæg 300 kr./md."
  new RegExp(
    String.raw`(?:udbetaling|førstegangsydelse)\D{0,20}?${AMOUNT}\s*(?:kr\.?|,-)\D{0,40}?(?:tillæg|merpris|\+)\D{0,20}?${AMOUNT}\s*(?:kr|,-)`,
    'i',
  ),
];
const WITHOUT_FIRST_PAYMENT = new RegExp(
  String.raw`uden\s+(?:udbetaling|førstegangsydelse)\D{0,40}?(?:tillæg|merpris|\+)\D{0,20}?${AMOUNT}\s*(?:kr|,-)`,
  'i',
);

/** A merpris/tillæg line: more kilometres, or a lower first payment, for a monthly supplement. */
export function readSupplement(text: string): Supplement | null {
  if (!/merpris|tillæg|\+\s*\d/i.test(text)) return null;
  if (/udbetaling|førstegangsydelse/i.test(text)) {
    const without = WITHOUT_FIRST_PAYMENT.exec(text);
    if (without?.[1]) {
      const monthly = amountOf(without[1]);
      return monthly ? { kind: 'first_payment', firstPayment: 0, monthlySupplement: monthly } : null;
    }
    for (const pattern of FIRST_PAYMENT_SUPPLEMENT) {
      const match = pattern.exec(text);
      const firstPayment = amountOf(match?.[1]);
      const monthly = amountOf(match?.[2]);
      if (firstPayment !== null && monthly)
        return { kind: 'first_payment', firstPayment, monthlySupplement: monthly };
    }
  }
  const mileage = readMileageSupplement(text.replace(/\u00a0/g, ' '));
  return mileage ? { kind: 'mileage', supplement: mileage } : null;
}

function amountOf(text: string | undefined): number | null {
  return text ? readAmount(text) : null;
}
