import type { Random } from '../generator/random';
import { FONT_FAMILIES, type Fonts } from './draw';
import {
  groupDigits,
  PRICE_STYLES,
  type PriceStyle,
  type SpelledKmStyle,
  type SpelledTermStyle,
  writeAmount,
  writeKm,
  writeTerm,
} from './number-writing';
import type { PriceEnding } from './pricing';
import { TruthBook } from './truth';

/** Everything one list keeps the same from page to page: fonts, number spellings, what it prints. */
export type ListPlan = {
  rng: Random;
  fonts: Fonts;
  size: number;
  /** Monthly prices. */
  price: PriceStyle;
  /** First payments and fees. */
  amount: PriceStyle;
  km: SpelledKmStyle;
  term: SpelledTermStyle;
  ending: PriceEnding;
  rules: boolean;
  makePrinted: boolean;
  truth: TruthBook;
};

export function makePlan(rng: Random): ListPlan {
  const price = rng.pick(PRICE_STYLES);
  const fonts = rng.pick(FONT_FAMILIES);
  return {
    rng,
    fonts,
    // Courier is wide: it keeps to the small sizes so tables still fit.
    size: fonts.regular === 'Courier' ? rng.pick([7.5, 8, 8.5]) : rng.pick([8, 8.5, 9, 9.5, 10, 10.5]),
    price,
    amount: rng.chance(0.6) ? price : rng.pick(PRICE_STYLES),
    km: rng.pick(['km-year', 'km', 'space-per-year', 'yearly'] as const),
    term: rng.pick(['mdr', 'mdr', 'months', 'md'] as const),
    ending: rng.pick(['nine', 'five', 'ten'] as const),
    rules: rng.chance(0.6),
    makePrinted: rng.next() >= 1 / 3,
    truth: new TruthBook(),
  };
}

/** The part of a sentence stating a term: "36 måneders leasing", "en løbetid på 36 mdr."… */
function termPhrase(plan: ListPlan, months: number): string {
  return plan.rng.pick([
    `${months} måneders leasing`,
    `en løbetid på ${writeTerm(months, plan.term)}`,
    `løbetid ${months} md.`,
    `en leasingperiode på ${months} måneder`,
    `leasing i ${months} mdr.`,
  ]);
}

function firstPaymentPhrase(plan: ListPlan, amount: number): string {
  if (amount === 0) return plan.rng.pick(['udbetaling 0 kr.', '0 kr. i førstegangsydelse']);
  const written = writeAmount(amount, plan.amount);
  return plan.rng.pick([
    `${written} i førstegangsydelse`,
    `en udbetaling på ${written}`,
    `førstegangsbetaling ${written}`,
  ]);
}

function mileagePhrase(plan: ListPlan, distance: number): string {
  return plan.rng.pick([
    `${groupDigits(distance)} km pr. år`,
    writeKm(distance, plan.km),
    `et kørselsbehov på ${groupDigits(distance)} km/år`,
  ]);
}

export type StatedConditions = { term?: number; firstPayment?: number; mileage?: number };

/** The conditions stated once in running prose or as one compact line. */
export function conditionsSentence(plan: ListPlan, stated: StatedConditions): string {
  const { rng } = plan;
  if (rng.chance(0.35)) {
    const parts: string[] = [];
    if (stated.term !== undefined)
      parts.push(`${rng.pick(['Løbetid', 'Leasingperiode'])}: ${stated.term} mdr.`);
    if (stated.mileage !== undefined) parts.push(`Kørsel: ${groupDigits(stated.mileage)} km/år`);
    if (stated.firstPayment === 0 && rng.chance(0.4)) parts.push('Ingen udbetaling');
    else if (stated.firstPayment !== undefined) {
      const label = rng.pick(['Udbetaling', 'Førstegangsydelse', 'Førstegangsbetaling']);
      parts.push(`${label}: ${writeAmount(stated.firstPayment, plan.amount)}`);
    }
    return parts.join(rng.pick([' · ', '  |  ', ', ']));
  }
  const phrases: string[] = [];
  if (stated.term !== undefined) phrases.push(termPhrase(plan, stated.term));
  if (stated.mileage !== undefined) phrases.push(mileagePhrase(plan, stated.mileage));
  if (stated.firstPayment !== undefined) phrases.push(firstPaymentPhrase(plan, stated.firstPayment));
  const joined =
    phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} og ${phrases[phrases.length - 1]}` : phrases[0];
  const opening = rng.pick(['Alle priser er ved', 'Priserne gælder ved', 'Priser er beregnet ved']);
  return asSentence(`${opening} ${joined}`);
}

/** Ends a text with one full stop, also when it ends in "kr.". */
export function asSentence(value: string): string {
  return value.endsWith('.') ? value : `${value}.`;
}
