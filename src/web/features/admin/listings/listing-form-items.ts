import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import { readTypedDanishNumber } from '../../../../domain/format/danish-number';
import { type IncludedItem, includedItems } from '../../../../domain/offers/included-items';

// The listing form's "Hvad prisen dækker" rows (ADR 054): form text to and from the API's included_items.

/** One item's choice: '' is "Ikke oplyst"; the amount (kr./md., or once) only for "Ikke inkluderet". */
export type ItemRow = { status: '' | 'included' | 'excluded'; amount: string };

/** Items whose price is paid once (metallak, levering); the others cost per month. */
export const ONE_OFF_ITEMS: ReadonlySet<IncludedItem> = new Set(['metallic_paint', 'delivery']);

export function emptyItems(): Record<IncludedItem, ItemRow> {
  return Object.fromEntries(includedItems.map((item) => [item, { status: '', amount: '' }])) as Record<
    IncludedItem,
    ItemRow
  >;
}

export function itemsFromDetail(stated: AdminListingDetail['included_items']): Record<IncludedItem, ItemRow> {
  const rows = emptyItems();
  for (const item of includedItems) {
    const statement = stated?.[item];
    if (!statement) continue;
    const amount = ONE_OFF_ITEMS.has(item) ? statement.price : statement.monthly_price;
    rows[item] = { status: statement.status, amount: amount === undefined ? '' : String(amount) };
  }
  return rows;
}

/** The API's included_items: chosen items only; the amount parsed (NaN is reported by the schema). */
export function itemsBody(rows: Record<IncludedItem, ItemRow>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const item of includedItems) {
    const row = rows[item];
    if (row.status === '') continue;
    const amount = row.status === 'excluded' ? readTypedDanishNumber(row.amount) : null;
    body[item] =
      amount === null
        ? { status: row.status }
        : { status: row.status, [ONE_OFF_ITEMS.has(item) ? 'price' : 'monthly_price']: amount };
  }
  return body;
}
