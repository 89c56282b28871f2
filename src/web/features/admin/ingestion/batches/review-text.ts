import { countNoun } from '../../../../../domain/format/count-noun';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
} from '../../../../../domain/format/format-danish';
import type {
  ApplyCounts,
  ImportBatchStatus,
  ImportChangeJson,
} from '../../../../../domain/ingestion/ingestion-api';
import { carName } from '../../../../../domain/ingestion/matching/change-summary';
import { priceConflictText } from '../../../../../domain/ingestion/matching/price-conflict-text';
import { conditionFields } from '../../../../../domain/ingestion/offer-conditions';
import { conditionLabels, conditionValueText } from '../../../../../domain/ingestion/offer-conditions-text';
import type {
  ComparedField,
  FieldChange,
  MatchMethod,
  OutlierWarning,
} from '../../../../../domain/ingestion/proposed-change';
import { STORED_FUEL_LABELS } from '../../../../../domain/listings/fuel-type-labels';
import type { StoredFuelType } from '../../../../../domain/listings/vehicle-values';
import type { LeaseOffer } from '../../../../../domain/offers/lease-offer';

/** The Danish words of the batch review: offers, field names, warnings and match methods. */

export const batchStatusLabels: Record<ImportBatchStatus, string> = {
  review: 'Til gennemsyn',
  applying: 'Anvendes',
  applied: 'Anvendt',
  failed: 'Fejlet',
  discarded: 'Kasseret',
};

/** "4.295 kr./md. · 15.000 km/år · 36 mdr. · udbetaling 0 kr." */
export function offerText(offer: LeaseOffer): string {
  return [
    formatMonthly(offer.monthly_price),
    formatKmPerYear(offer.mileage_per_year),
    formatMonths(offer.period_months),
    `udbetaling ${formatKr(offer.first_payment)}`,
  ].join(' · ');
}

/** The terms of an offer without its price: "15.000 km/år · 36 mdr. · udbetaling 0 kr." */
export function offerTermsText(offer: LeaseOffer): string {
  return [
    formatKmPerYear(offer.mileage_per_year),
    formatMonths(offer.period_months),
    `udbetaling ${formatKr(offer.first_payment)}`,
  ].join(' · ');
}

export const fieldLabels: Record<ComparedField, string> = {
  variant: 'Variant',
  horsepower: 'Hestekræfter',
  fuel_type: 'Drivmiddel',
  transmission: 'Gear',
  year: 'Årgang',
  wltp_km: 'Rækkevidde (WLTP)',
  co2_g_km: 'CO₂-udledning',
  co2_tax_half_year: 'Grøn ejerafgift (halvår)',
  consumption_l_100km: 'Forbrug (l/100 km)',
  consumption_kwh_100km: 'Forbrug (kWh/100 km)',
};

const transmissionLabels: Record<string, string> = { Automatic: 'Automatisk', Manual: 'Manuel' };

/** A field's value as the admin reads it; '–' when empty. */
export function fieldValueText(field: ComparedField, value: string | number | null): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'number') {
    switch (field) {
      case 'horsepower':
        return `${formatNumber(value)} hk`;
      case 'wltp_km':
        return `${formatNumber(value)} km`;
      case 'co2_g_km':
        return `${formatNumber(value)} g/km`;
      case 'co2_tax_half_year':
        return formatKr(value);
      case 'consumption_l_100km':
      case 'consumption_kwh_100km':
        return formatNumber(value, 1);
      default:
        return String(value);
    }
  }
  if (field === 'fuel_type') return STORED_FUEL_LABELS[value as StoredFuelType] ?? value;
  if (field === 'transmission') return transmissionLabels[value] ?? value;
  return value;
}

const isConditionChange = (change: FieldChange): change is Exclude<FieldChange, { field: ComparedField }> =>
  (conditionFields as readonly string[]).includes(change.field);

/** A changed field's or stated condition's Danish name. */
export function fieldChangeLabel(change: FieldChange): string {
  return isConditionChange(change) ? conditionLabels[change.field] : fieldLabels[change.field];
}

/** One side of a field change as the admin reads it ("30. jun. 2026", "moms, levering", "120 hk"). */
export function fieldChangeValueText(change: FieldChange, side: 'old' | 'new'): string {
  if (isConditionChange(change)) {
    // The pair (field, value) is one member of the union; TypeScript cannot follow it through the switch.
    const value = change[side] as Parameters<typeof conditionValueText>[1];
    return conditionValueText(change.field, value);
  }
  return fieldValueText(change.field, change[side]);
}

const percent = (value: number) => `${formatNumber(Math.round(value))} %`;

/** One outlier warning in plain Danish. */
export function warningText(warning: OutlierWarning): string {
  switch (warning.kind) {
    case 'conflicting_prices':
      return priceConflictText(warning);
    case 'monthly_price_jump':
      return `Månedsprisen ${warning.percent < 0 ? 'falder' : 'stiger'} med ${percent(Math.abs(warning.percent))} (mere end 15 %) – tjek at prisen er læst rigtigt.`;
    case 'score_off_seller_norm':
      return `LeaseScore ${formatNumber(warning.score)} ligger langt fra sælgerens normale niveau (${formatNumber(warning.sellerMedian)}).`;
    case 'missing_fields':
      return `Mangler ${warning.fields.map((field) => fieldLabels[field].toLowerCase()).join(', ')} – udfyld dem på annoncen bagefter.`;
  }
}

const matchLabels: Record<MatchMethod, string> = {
  exact: 'Præcis match',
  composite: 'Match på nøgledata',
  scored: 'Sandsynligt match',
  none: 'Ingen eksisterende annonce',
};

/** "Præcis match (100 %)"; no percentage when nothing was matched. */
export function matchText(method: MatchMethod, confidence: number): string {
  if (method === 'none') return matchLabels.none;
  return `${matchLabels[method]} (${percent(confidence * 100)})`;
}

/** The car a change is about: the extracted car, else the existing listing's label. */
export function changeName(change: Pick<ImportChangeJson, 'car' | 'listing_label'>): string {
  if (change.car) return carName(change.car.make, change.car.model, change.car.variant);
  return change.listing_label ?? 'Ukendt bil';
}

/** The toast after an apply: '1 ny annonce (afventer), 3 opdateret, 0 trukket tilbage'. */
export function appliedCountsText(counts: ApplyCounts): string {
  return `${countNoun(counts.created, ['ny annonce', 'nye annoncer'])} (afventer), ${formatNumber(counts.updated)} opdateret, ${formatNumber(counts.withdrawn)} trukket tilbage`;
}
