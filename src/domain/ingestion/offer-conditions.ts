import type { LeaseOffer } from '../offers/lease-offer';
import type { OfferConditions } from './extracted-price-list';

/**
 * An offer with what the list stated about its totals (null or absent: not stated). The stated values
 * never take part in the offer's identity (mileage, term, first payment) nor in its score.
 */
export type StatedOffer = LeaseOffer & { total_cost?: number | null; minimum_price?: number | null };

/** Whether two offers state the same total and minimum price (absent and null alike: not stated). */
export function sameStatedTotals(a: StatedOffer, b: StatedOffer): boolean {
  return (
    (a.total_cost ?? null) === (b.total_cost ?? null) &&
    (a.minimum_price ?? null) === (b.minimum_price ?? null)
  );
}

/** An extra priced per month, as a price list states it ("Vinterhjul 380 kr./md."). */
export type MonthlyExtra = NonNullable<OfferConditions['extras']>[number];

/**
 * The conditions a price list states around its prices, in the order the review and the listing form show
 * them. Each is stored on the listing (ADR 020, amendment "keep what the list says").
 */
export const conditionFields = [
  'order_by',
  'delivery_by',
  'valid_until',
  'includes',
  'excludes',
  'return_fee',
  'extra_km_price',
  'extras',
] as const satisfies ReadonlyArray<keyof OfferConditions>;
export type ConditionField = (typeof conditionFields)[number];

/** One stated condition's value: an ISO date, a list of items, a fee in whole DKK or priced extras. */
export type ConditionValue<F extends ConditionField = ConditionField> = NonNullable<OfferConditions[F]>;

/** A condition the price list would change on the listing; `old` null when the listing had none. */
export type ConditionChange = {
  [F in ConditionField]: { field: F; old: ConditionValue<F> | null; new: ConditionValue<F> };
}[ConditionField];

/** The conditions stored on a listing, as matching sees them (null: not stated). */
export type StoredConditions = { [F in ConditionField]: ConditionValue<F> | null };

export const NO_STORED_CONDITIONS: StoredConditions = {
  order_by: null,
  delivery_by: null,
  valid_until: null,
  includes: null,
  excludes: null,
  return_fee: null,
  extra_km_price: null,
  extras: null,
};

/**
 * The conditions the price list states that differ from what the listing stores. A condition the list
 * does not state (absent, or an empty list) is no change: an update never blanks what the list left out.
 * Items compare without case, spacing or order; extras by name (likewise) and monthly price.
 */
export function compareConditions(
  stated: OfferConditions | undefined,
  stored: StoredConditions,
): ConditionChange[] {
  if (!stated) return [];
  const changes: ConditionChange[] = [];
  for (const field of conditionFields) {
    const next = statedValue(stated, field);
    if (next === null) continue;
    const old = stored[field];
    if (!sameConditionValue(field, old, next)) changes.push({ field, old, new: next } as ConditionChange);
  }
  return changes;
}

/** The value of a stated condition, or null when the list does not state it (an empty list states nothing). */
export function statedValue<F extends ConditionField>(
  conditions: OfferConditions | undefined,
  field: F,
): ConditionValue<F> | null {
  const value = conditions?.[field];
  if (value === undefined || value === null) return null;
  if (Array.isArray(value) && value.length === 0) return null;
  return value as ConditionValue<F>;
}

/** Whether a stored and a stated value say the same (see compareConditions). */
export function sameConditionValue(
  field: ConditionField,
  old: ConditionValue | null,
  next: ConditionValue | null,
): boolean {
  if (old === null || next === null) return old === next;
  switch (field) {
    case 'includes':
    case 'excludes':
      return sameItems(old as string[], next as string[]);
    case 'extras':
      return sameItems((old as MonthlyExtra[]).map(extraKey), (next as MonthlyExtra[]).map(extraKey));
    default:
      return old === next;
  }
}

const itemKey = (item: string) => item.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('da');
const extraKey = (extra: MonthlyExtra) => `${itemKey(extra.name)}|${extra.monthly_price}`;

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a.map(itemKey))].sort();
  const right = [...new Set(b.map(itemKey))].sort();
  return left.length === right.length && left.every((item, i) => item === right[i]);
}
