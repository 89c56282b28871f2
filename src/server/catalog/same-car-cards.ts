import type { SameCarSummary } from '../../domain/listings/same-car-api';
import type { CatalogListing, CatalogSnapshot } from './catalog-snapshot';
import type { GridSelection } from './grid-selection';
import type { SameCarGroups } from './same-car-groups';

type ResultCards = {
  /** Listing index of each card, in the search's order. */
  indices: Int32Array;
  /** Listings that pass the search, before one car's listings share a card. */
  listingTotal: number;
};

/**
 * One card per car (ADR 071): of a group's listings that pass the search, the one with the lowest
 * monthly price at the configuration stands for the group, at its own place in the order (the earlier
 * one on a tie). Two passes over the sorted results; the caller memoises the answer per search.
 */
export function groupedCards(
  order: Int32Array,
  groups: SameCarGroups,
  selection: GridSelection,
  passes: ((index: number) => boolean) | undefined,
): ResultCards {
  const price = (i: number) => selection.display[i]?.monthly_price ?? Number.POSITIVE_INFINITY;
  const best = new Int32Array(groups.members.length).fill(-1);
  let listingTotal = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (passes && !passes(i)) continue;
    listingTotal++;
    const group = groups.groupOf[i] as number;
    if (group < 0) continue;
    const current = best[group] as number;
    if (current < 0 || price(i) < price(current)) best[group] = i;
  }
  const indices = new Int32Array(listingTotal);
  let cards = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (passes && !passes(i)) continue;
    const group = groups.groupOf[i] as number;
    if (group < 0 || best[group] === i) indices[cards++] = i;
  }
  return { indices: indices.slice(0, cards), listingTotal };
}

/**
 * "Fås hos N forhandlere fra X kr./md.": the group's listings with an offer at the search's
 * configuration, whatever the other filters say; undefined unless two sellers or more offer it.
 */
export function sameCarSummary(
  snapshot: CatalogSnapshot,
  selection: GridSelection,
  index: number,
): SameCarSummary | undefined {
  const group = snapshot.sameCar.groupOf[index] as number;
  if (group < 0) return undefined;
  const sellers = new Set<string | null>();
  let offers = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (const member of snapshot.sameCar.members[group] ?? []) {
    const offer = selection.display[member];
    if (!offer) continue;
    offers++;
    sellers.add((snapshot.listings[member] as CatalogListing).seller_name);
    lowest = Math.min(lowest, offer.monthly_price);
  }
  if (sellers.size < 2) return undefined;
  return { sellers: sellers.size, offers, from_monthly_price: lowest };
}
