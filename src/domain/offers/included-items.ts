/**
 * What an offer may include (issue 27 part 2), in the order the detail page lists them. Each is stated
 * by the seller as included, as not included (with its price when stated), or not stated at all.
 */
export const includedItems = [
  'service',
  'tyres',
  'insurance',
  'roadside',
  'metallic_paint',
  'delivery',
  'green_tax',
] as const;
export type IncludedItem = (typeof includedItems)[number];

/** One item as the seller states it; an item the seller does not mention is absent ("Ikke oplyst"). */
export type ItemStatement =
  | { status: 'included' }
  /** Not included; `monthly_price` / `price` when the list states what it costs (whole DKK). */
  | { status: 'excluded'; monthly_price?: number; price?: number };

/** A listing's stated items (stored as jsonb on the listing); absent keys are not stated. */
export type StatedItems = Partial<Record<IncludedItem, ItemStatement>>;
