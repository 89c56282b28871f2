import type { BatchReviewSearch } from '../../../../../domain/ingestion/batch-review-search';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import {
  type BlockReason,
  blockReasons,
  isBlockedChange,
} from '../../../../../domain/ingestion/matching/blocked-changes';
import { type ChangeType, changeTypes } from '../../../../../domain/ingestion/proposed-change';

/** Which changes a review action touches: pure rules, so the buttons can never pick more than they say. */

/** Only creates, updates and withdrawals can be approved; missing models become creates first. */
export const decidableTypes: ReadonlySet<ChangeType> = new Set(['create', 'update', 'withdraw']);

export function isDecidable(change: Pick<ImportChangeJson, 'type' | 'status'>): boolean {
  return decidableTypes.has(change.type) && change.status !== 'applied';
}

/**
 * The pending changes of one type that can be approved ("Godkend alle nye" approves exactly these);
 * blocked changes (`isBlockedChange`: a price conflict, a car that "Kræver kontrol") wait for the admin.
 */
export function pendingIdsOfType(changes: readonly ImportChangeJson[], type: ChangeType): string[] {
  return changes
    .filter((change) => change.type === type && change.status === 'pending' && !isBlockedChange(change))
    .map((c) => c.id);
}

/** The selected ids an approval may include: blocked changes are left out. */
export function approvableIds(changes: readonly ImportChangeJson[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return changes.filter((change) => wanted.has(change.id) && !isBlockedChange(change)).map((c) => c.id);
}

export function filterChanges(
  changes: readonly ImportChangeJson[],
  search: BatchReviewSearch,
): ImportChangeJson[] {
  return changes.filter(
    (change) =>
      (!search.type || change.type === search.type) && (!search.status || change.status === search.status),
  );
}

export type TypeTally = { total: number; approved: number; pending: number };

export function tallyByType(changes: readonly ImportChangeJson[]): Record<ChangeType, TypeTally> {
  const tally = Object.fromEntries(
    changeTypes.map((type) => [type, { total: 0, approved: 0, pending: 0 }]),
  ) as Record<ChangeType, TypeTally>;
  for (const change of changes) {
    const entry = tally[change.type];
    entry.total += 1;
    if (change.status === 'approved') entry.approved += 1;
    if (change.status === 'pending') entry.pending += 1;
  }
  return tally;
}

/** What "Anvend godkendte" will do: the approved changes per kind. */
export type ApplyPlan = { creates: number; updates: number; withdrawals: number; total: number };

export function applyPlan(changes: readonly ImportChangeJson[]): ApplyPlan {
  const approved = changes.filter((change) => change.status === 'approved');
  const count = (type: ChangeType) => approved.filter((change) => change.type === type).length;
  const plan = { creates: count('create'), updates: count('update'), withdrawals: count('withdraw') };
  return { ...plan, total: plan.creates + plan.updates + plan.withdrawals };
}

/** The selected ids that still name a decidable change (the list may have changed under the selection). */
export function decidableSelection(
  changes: readonly ImportChangeJson[],
  selected: ReadonlySet<string>,
): string[] {
  return changes.filter((change) => selected.has(change.id) && isDecidable(change)).map((c) => c.id);
}

/** A missing model with the cars that name it, for "Opret modellen {model} under {make}" and its confirmation. */
export type MissingModel = { make: string; model: string; count: number; cars: ExtractedCar[] };

/** Changes grouped by missing model (make and model in any case), in the order first seen. */
export function missingModels(changes: readonly ImportChangeJson[]): MissingModel[] {
  const groups = new Map<string, MissingModel>();
  for (const change of changes) {
    if (change.type !== 'missing_model' || !change.car) continue;
    const key = missingModelKey(change.car);
    const group = groups.get(key) ?? { make: change.car.make, model: change.car.model, count: 0, cars: [] };
    group.count += 1;
    group.cars.push(change.car);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const missingModelKey = (car: Pick<ExtractedCar, 'make' | 'model'>) =>
  `${car.make.toLowerCase()}|${car.model.toLowerCase()}`;

/** How many undecided or approved (not applied, not rejected) changes each reason blocks. */
export function blockedCounts(changes: readonly ImportChangeJson[]): Record<BlockReason, number> & {
  total: number;
} {
  const open = changes.filter((change) => change.status !== 'applied' && change.status !== 'rejected');
  const reasons = open.map(blockReasons);
  return {
    total: reasons.filter((list) => list.length > 0).length,
    price_conflict: reasons.filter((list) => list.includes('price_conflict')).length,
    needs_review: reasons.filter((list) => list.includes('needs_review')).length,
  };
}

/**
 * The cars the reader read (not the withdrawals, nor the cars an admin split off or added in the
 * review), for the reading summary at its top.
 */
export function reviewedCars(changes: readonly ImportChangeJson[]): ExtractedCar[] {
  return changes.flatMap((change) =>
    change.car && change.type !== 'withdraw' && change.origin === 'reader' ? [change.car] : [],
  );
}
