/**
 * What the price history records per offer (ADR 068). An offer is its listing's (km/år, løbetid,
 * udbetaling): a first payment is part of the offer's identity, so a changed first payment is one offer
 * withdrawn and another appearing.
 * - 'appeared': the offer was first seen (or seen again after it was withdrawn) at this price; not a change.
 * - 'changed': the monthly price changed while the offer stayed live.
 * - 'withdrawn': the offer was removed; it has no price until it appears again.
 */
export const priceObservationKinds = ['appeared', 'changed', 'withdrawn'] as const;
export type PriceObservationKind = (typeof priceObservationKinds)[number];

/** Who made the change: an admin's form, an import batch, a batch read from a scheduled re-fetch, the seed. */
export const priceChangeSources = ['admin', 'import', 'refetch', 'seed', 'other'] as const;
export type PriceChangeSource = (typeof priceChangeSources)[number];

/** One stored observation of an offer's monthly price; null after a withdrawal. */
export type PriceObservation = {
  kind: PriceObservationKind;
  /** ISO instant. */
  observed_at: string;
  monthly_price: number | null;
};
