import type { OfferConditions } from '../../domain/ingestion/extracted-price-list';
import { type StoredConditions, statedValue } from '../../domain/ingestion/offer-conditions';
import { classifyIncludedItems } from '../../domain/offers/classify-included-items';
import type { StatedItems } from '../../domain/offers/included-items';
import type { listings } from '../schema';

type ListingRow = typeof listings.$inferSelect;

/** The listing columns that keep what a price list stated around its prices (ADR 020 amendment). */
export type ConditionColumns = Pick<
  ListingRow,
  | 'orderByDate'
  | 'deliveryByDate'
  | 'validUntilDate'
  | 'returnFee'
  | 'extraKmPrice'
  | 'priceIncludes'
  | 'priceExcludes'
  | 'monthlyExtras'
>;

/** The condition columns for a car's stated conditions (null where the list states nothing). */
export function conditionColumnsFromCar(conditions: OfferConditions | undefined): ConditionColumns {
  return {
    orderByDate: statedValue(conditions, 'order_by'),
    deliveryByDate: statedValue(conditions, 'delivery_by'),
    validUntilDate: statedValue(conditions, 'valid_until'),
    returnFee: statedValue(conditions, 'return_fee'),
    extraKmPrice: statedValue(conditions, 'extra_km_price'),
    priceIncludes: statedValue(conditions, 'includes'),
    priceExcludes: statedValue(conditions, 'excludes'),
    monthlyExtras: statedValue(conditions, 'extras'),
  };
}

/**
 * The seven items a car's stated conditions state (ADR 054), classified when the import writes them;
 * null when the list states none of them.
 */
export function includedItemsFromCar(conditions: OfferConditions | undefined): StatedItems | null {
  const { items } = classifyIncludedItems({
    includes: conditions?.includes,
    excludes: conditions?.excludes,
    extras: conditions?.extras,
  });
  return Object.keys(items).length > 0 ? items : null;
}

/** A listing's stored conditions as matching and the admin see them. */
export function storedConditions(row: ConditionColumns): StoredConditions {
  return {
    order_by: row.orderByDate,
    delivery_by: row.deliveryByDate,
    valid_until: row.validUntilDate,
    includes: row.priceIncludes,
    excludes: row.priceExcludes,
    return_fee: row.returnFee,
    extra_km_price: row.extraKmPrice === null ? null : Number(row.extraKmPrice),
    extras: row.monthlyExtras,
  };
}

/** The columns to select for storedConditions. */
export function conditionColumnSelection(table: typeof listings) {
  return {
    orderByDate: table.orderByDate,
    deliveryByDate: table.deliveryByDate,
    validUntilDate: table.validUntilDate,
    returnFee: table.returnFee,
    extraKmPrice: table.extraKmPrice,
    priceIncludes: table.priceIncludes,
    priceExcludes: table.priceExcludes,
    monthlyExtras: table.monthlyExtras,
  };
}
