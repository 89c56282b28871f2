import { formatKmPerYear, formatKr, formatMonthly, formatMonths } from '../../format/format-danish';
import type { OfferTerms, PriceConflictWarning } from '../proposed-change';

/** The Danish words of a price conflict, shared by the review, its refusals and the session log. */

/** "15.000 km/år, 36 mdr., 0 kr. i udbetaling" */
export function offerTermsText(terms: OfferTerms): string {
  return `${formatKmPerYear(terms.mileage_per_year)}, ${formatMonths(terms.period_months)}, ${formatKr(terms.first_payment)} i udbetaling`;
}

/** "2.999 kr./md. og 3.049 kr./md." */
export function pricesText(prices: readonly number[]): string {
  const texts = prices.map(formatMonthly);
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} og ${texts.at(-1)}`;
}

/** Ends a sentence with one full stop ("kr./md." already has it). */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

const countWords: Record<number, string> = { 2: 'to', 3: 'tre', 4: 'fire' };

/**
 * "Prislisten angiver to priser for 15.000 km/år, 36 mdr., 0 kr. i udbetaling: 2.999 kr./md. og
 * 3.049 kr./md. Vælg den rigtige." — and, once chosen, which one was.
 */
export function priceConflictText(warning: PriceConflictWarning): string {
  const count = countWords[warning.monthlyPrices.length] ?? String(warning.monthlyPrices.length);
  const stated = endSentence(
    `Prislisten angiver ${count} priser for ${offerTermsText(warning.terms)}: ${pricesText(warning.monthlyPrices)}`,
  );
  return warning.chosen === null
    ? `${stated} Vælg den rigtige.`
    : `${stated} Valgt: ${formatMonthly(warning.chosen)}`;
}
