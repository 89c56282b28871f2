import { sameCarKey } from '../../domain/listings/same-car';
import type { CatalogListing } from './catalog-snapshot';

/** The snapshot's listings that are one car at several sellers (ADR 071), found once per catalogue version. */
export type SameCarGroups = {
  /** Index into `members` for each listing; -1 when the listing stands alone. */
  groupOf: Int32Array;
  /** Listing indices of each group, in snapshot order; every group spans at least two sellers. */
  members: Int32Array[];
};

/** A listing without a seller is never grouped: "Fås hos N forhandlere" counts sellers. */
export function buildSameCarGroups(listings: readonly CatalogListing[]): SameCarGroups {
  const byKey = new Map<string, number[]>();
  listings.forEach((listing, i) => {
    if (listing.seller_name === null) return;
    const key = sameCarKey({
      makeId: listing.makeId,
      modelId: listing.modelId,
      model: listing.model,
      variant: listing.variant,
      horsepower: listing.horsepower,
      fuelType: listing.fuel_type,
      transmission: listing.transmission,
    });
    if (key === null) return;
    const indices = byKey.get(key);
    if (indices) indices.push(i);
    else byKey.set(key, [i]);
  });
  const groupOf = new Int32Array(listings.length).fill(-1);
  const members: Int32Array[] = [];
  for (const indices of byKey.values()) {
    const sellers = new Set(indices.map((i) => listings[i]?.seller_name));
    if (sellers.size < 2) continue;
    for (const i of indices) groupOf[i] = members.length;
    members.push(Int32Array.from(indices));
  }
  return { groupOf, members };
}
