import { findDanishNumber } from '../format/danish-number';

/** The first number of a text in whole kroner or kilometres. */
function wholeNumber(text: string): number | null {
  const value = findDanishNumber(text);
  return value === null ? null : Math.round(value);
}

import type { ExtractedOffer } from './extracted-price-list';

/**
 * A "merpris"/"tillæg" for more kilometres: either per step ("Merpris pr. 5.000 km: 150 kr./md.",
 * optionally "op til 30.000 km/år") or for one mileage ("Merpris ved 20.000 km/år: 250 kr./md.").
 */
export type MileageSupplement =
  | { kind: 'per_step'; stepKm: number; monthlySupplement: number; maxKm: number | null }
  | { kind: 'at_mileage'; mileage: number; monthlySupplement: number };

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)(?:,-|,\d{1,2})?`;
const PER_STEP = new RegExp(
  String.raw`(?:merpris|tillæg)\D*?(?:pr\.?|per)\s*(?:ekstra\s*)?${AMOUNT}\s*(?:ekstra\s*)?km[^\d]*?\+?\s*${AMOUNT}\s*(?:kr|,-)`,
  'i',
);
const AT_MILEAGE = new RegExp(
  String.raw`(?:merpris|tillæg)\D*?(?:ved|for|til)\s*${AMOUNT}\s*km[^\d]*?\+?\s*${AMOUNT}\s*(?:kr|,-)`,
  'i',
);
const MAX_KM = new RegExp(String.raw`(?:op\s*til|maks\.?|max\.?|højst)\s*${AMOUNT}\s*km`, 'i');

export function readMileageSupplement(text: string): MileageSupplement | null {
  const perStep = PER_STEP.exec(text);
  if (perStep?.[1] && perStep[2]) {
    const stepKm = wholeNumber(perStep[1]) ?? 0;
    const monthlySupplement = wholeNumber(perStep[2]) ?? 0;
    const max = MAX_KM.exec(text);
    const maxKm = max?.[1] ? wholeNumber(max[1]) : null;
    return stepKm >= 1000 && monthlySupplement > 0
      ? { kind: 'per_step', stepKm, monthlySupplement, maxKm }
      : null;
  }
  const atMileage = AT_MILEAGE.exec(text);
  if (atMileage?.[1] && atMileage[2]) {
    const mileage = wholeNumber(atMileage[1]) ?? 0;
    const monthlySupplement = wholeNumber(atMileage[2]) ?? 0;
    return mileage >= 1000 && monthlySupplement > 0
      ? { kind: 'at_mileage', mileage, monthlySupplement }
      : null;
  }
  return null;
}

/**
 * The extra offers a supplement adds: for each period and first payment, from the highest mileage
 * offered (per step: one step, or every step up to the stated maximum) or from the highest mileage
 * below the stated one. Mileages already offered are never replaced.
 */
export function offersFromSupplement(
  offers: readonly ExtractedOffer[],
  supplement: MileageSupplement,
): ExtractedOffer[] {
  const groups = new Map<string, ExtractedOffer[]>();
  for (const offer of offers) {
    const key = `${offer.period_months}|${offer.first_payment}`;
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  const added: ExtractedOffer[] = [];
  for (const group of groups.values()) {
    const offered = new Set(group.map((offer) => offer.mileage_per_year));
    for (const offer of supplementOffers(group, supplement)) {
      if (offered.has(offer.mileage_per_year)) continue;
      offered.add(offer.mileage_per_year);
      added.push(offer);
    }
  }
  return added;
}

function supplementOffers(group: ExtractedOffer[], supplement: MileageSupplement): ExtractedOffer[] {
  if (supplement.kind === 'at_mileage') {
    const below = group.filter((offer) => offer.mileage_per_year < supplement.mileage);
    const base = highestMileage(below);
    return base
      ? [
          {
            ...base,
            mileage_per_year: supplement.mileage,
            monthly_price: base.monthly_price + supplement.monthlySupplement,
          },
        ]
      : [];
  }
  const base = highestMileage(group);
  if (!base) return [];
  const steps =
    supplement.maxKm === null
      ? 1
      : Math.floor((supplement.maxKm - base.mileage_per_year) / supplement.stepKm);
  return Array.from({ length: Math.max(steps, 0) }, (_, index) => ({
    ...base,
    mileage_per_year: base.mileage_per_year + supplement.stepKm * (index + 1),
    monthly_price: base.monthly_price + supplement.monthlySupplement * (index + 1),
  }));
}

function highestMileage(offers: ExtractedOffer[]): ExtractedOffer | undefined {
  return offers.reduce<ExtractedOffer | undefined>(
    (best, offer) => (!best || offer.mileage_per_year > best.mileage_per_year ? offer : best),
    undefined,
  );
}
