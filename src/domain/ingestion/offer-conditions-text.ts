import { formatDate, formatKr, formatMonthly, MISSING_VALUE } from '../format/format-danish';
import { formatKrPerKm } from '../offers/full-price-text';
import { totalCost } from '../offers/lease-offer';
import type { OfferConditions } from './extracted-price-list';
import {
  type ConditionField,
  type ConditionValue,
  conditionFields,
  type MonthlyExtra,
  type StatedOffer,
  type StoredConditions,
  statedValue,
} from './offer-conditions';

/** The Danish words for what a price list states around its prices (review and admin listing form). */

export const conditionLabels: Record<ConditionField, string> = {
  order_by: 'Bestil senest',
  delivery_by: 'Levering senest',
  valid_until: 'Gælder til',
  includes: 'Inkl.',
  excludes: 'Ekskl.',
  return_fee: 'Gebyr ved tilbagelevering',
  extra_km_price: 'Pris pr. ekstra km',
  extras: 'Tilvalg pr. md.',
};

/** "30. jun. 2026" for the calendar day '2026-06-30'; '–' when it is not one. */
export function formatCalendarDate(isoDay: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? formatDate(isoDay) : MISSING_VALUE;
}

/** "Vinterhjul 380 kr./md." */
export function extraText(extra: MonthlyExtra): string {
  return `${extra.name} ${formatMonthly(extra.monthly_price)}`;
}

/** A condition's value as the admin reads it: a date, "a, b, c", "1.995 kr."; '–' when not stated. */
export function conditionValueText<F extends ConditionField>(
  field: F,
  value: ConditionValue<F> | null,
): string {
  if (value === null) return MISSING_VALUE;
  switch (field) {
    case 'order_by':
    case 'delivery_by':
    case 'valid_until':
      return formatCalendarDate(value as string);
    case 'includes':
    case 'excludes':
      return (value as string[]).join(', ') || MISSING_VALUE;
    case 'return_fee':
      return formatKr(value as number);
    case 'extra_km_price':
      return formatKrPerKm(value as number);
    case 'extras':
      return (value as MonthlyExtra[]).map(extraText).join(', ') || MISSING_VALUE;
  }
  return MISSING_VALUE;
}

export type ConditionLine = { field: ConditionField; label: string; text: string };

/**
 * One line per stated condition, in a fixed order: "Gælder til: 31. dec. 2026", "Inkl.: moms, levering",
 * "Gebyr ved tilbagelevering: 1.995 kr." (label and text apart, so a page can style them).
 */
export function conditionLines(
  conditions: OfferConditions | StoredConditions | null | undefined,
): ConditionLine[] {
  const lines: ConditionLine[] = [];
  for (const field of conditionFields) {
    const value = statedValue(conditions as OfferConditions | undefined, field);
    if (value === null) continue;
    lines.push({ field, label: conditionLabels[field], text: conditionValueText(field, value) });
  }
  return lines;
}

export type StatedTotals = {
  /** The total for the term as the list states it; null when not stated. */
  statedTotal: number | null;
  /** First payment + months × monthly. */
  computedTotal: number;
  /** The stated total differs from the computed one (the list contradicts itself). */
  contradicts: boolean;
  minimumPrice: number | null;
};

export function statedTotals(offer: StatedOffer): StatedTotals {
  const statedTotal = offer.total_cost ?? null;
  const computedTotal = totalCost(offer);
  return {
    statedTotal,
    computedTotal,
    contradicts: statedTotal !== null && statedTotal !== computedTotal,
    minimumPrice: offer.minimum_price ?? null,
  };
}

/**
 * What the list states about an offer's totals, for a line beside the offer: "Totalpris 102.163 kr. ·
 * mindstepris 37.387 kr."; a contradicting total shows both numbers: "Totalpris ifølge listen 174.364 kr.
 * (udregnet 194.364 kr.)". Empty when the list states neither.
 */
export function statedTotalsText(offer: StatedOffer): string {
  const totals = statedTotals(offer);
  const parts: string[] = [];
  if (totals.statedTotal !== null) {
    parts.push(
      totals.contradicts
        ? `Totalpris ifølge listen ${formatKr(totals.statedTotal)} (udregnet ${formatKr(totals.computedTotal)})`
        : `Totalpris ${formatKr(totals.statedTotal)}`,
    );
  }
  if (totals.minimumPrice !== null) {
    parts.push(`${parts.length > 0 ? 'mindstepris' : 'Mindstepris'} ${formatKr(totals.minimumPrice)}`);
  }
  return parts.join(' · ');
}
