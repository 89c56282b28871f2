import { formatKr, formatMonthly } from '../format/format-danish';
import { type IncludedItem, type ItemStatement, includedItems, type StatedItems } from './included-items';

/**
 * The disclosure grade (issue 27 part 2, ADR 054): how many of the seven items the seller states, as
 * included or not — "Oplyser 5/7". It says how much the price tells, not whether it is a good deal, so
 * it is shown beside the LeaseScore and never enters it.
 */
export const INCLUDED_ITEM_COUNT = includedItems.length;

/** Danish names of the items, in the order the detail page lists them. */
export const includedItemLabels: Record<IncludedItem, string> = {
  service: 'Service og reparationer',
  tyres: 'Dæk',
  insurance: 'Forsikring',
  roadside: 'Vejhjælp',
  metallic_paint: 'Metallak',
  delivery: 'Levering',
  green_tax: 'Grøn ejerafgift',
};

/** How many of the seven items the listing states (0–7). */
export function disclosedItemCount(items: StatedItems | null | undefined): number {
  if (!items) return 0;
  return includedItems.filter((item) => items[item] !== undefined).length;
}

/** "Oplyser 5/7" — the compact grade beside the LeaseScore. */
export function disclosureGradeText(count: number): string {
  return `Oplyser ${count}/${INCLUDED_ITEM_COUNT}`;
}

/** "Sælgeren oplyser 5 af 7 punkter om, hvad prisen dækker" — the grade in words (labels, dialogs). */
export function disclosureGradeSentence(count: number): string {
  return `Sælgeren oplyser ${count} af ${INCLUDED_ITEM_COUNT} punkter om, hvad prisen dækker`;
}

/** "Inkluderet" / "Ikke inkluderet · 349 kr./md." / "Ikke oplyst". */
export function itemStatementText(statement: ItemStatement | undefined): string {
  if (!statement) return 'Ikke oplyst';
  if (statement.status === 'included') return 'Inkluderet';
  if (statement.monthly_price !== undefined) {
    return `Ikke inkluderet · ${formatMonthly(statement.monthly_price)}`;
  }
  if (statement.price !== undefined) return `Ikke inkluderet · ${formatKr(statement.price)}`;
  return 'Ikke inkluderet';
}
