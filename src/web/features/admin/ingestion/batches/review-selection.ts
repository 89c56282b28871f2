import type { BatchReviewSearch } from '../../../../../domain/ingestion/batch-review-search';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { isBlockedByPriceConflict } from '../../../../../domain/ingestion/matching/price-conflicts';
import { type ChangeType, changeTypes } from '../../../../../domain/ingestion/proposed-change';

/** Which changes a review action touches: pure rules, so the buttons can never pick more than they say. */

/** Only creates, updates and withdrawals can be approved; missing models become creates first. */
export const decidableTypes: ReadonlySet<ChangeType> = new Set(['create', 'update', 'withdraw']);

export function isDecidable(change: Pick<ImportChangeJson, 'type' | 'status'>): boolean {
  return decidableTypes.has(change.type) && change.status !== 'applied';
}

/** Blocked until the admin has chosen between the monthly prices the list states for the same terms. */
export function isBlocked(change: Pick<ImportChangeJson, 'car' | 'warnings'>): boolean {
  return isBlockedByPriceConflict(change);
}

/**
 * The pending changes of one type that can be approved ("Godkend alle nye" approves exactly these);
 * changes blocked by a price conflict wait for the admin's choice.
 */
export function pendingIdsOfType(changes: readonly ImportChangeJson[], type: ChangeType): string[] {
  return changes
    .filter((change) => change.type === type && change.status === 'pending' && !isBlocked(change))
    .map((c) => c.id);
}

/** The selected ids an approval may include: blocked changes are left out. */
export function approvableIds(changes: readonly ImportChangeJson[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return changes.filter((change) => wanted.has(change.id) && !isBlocked(change)).map((c) => c.id);
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

/** Changes grouped by missing model, for "Opret modellen {model} under {make}". */
export function missingModels(
  changes: readonly ImportChangeJson[],
): Array<{ make: string; model: string; count: number }> {
  const groups = new Map<string, { make: string; model: string; count: number }>();
  for (const change of changes) {
    if (change.type !== 'missing_model' || !change.car) continue;
    const key = `${change.car.make.toLowerCase()}|${change.car.model.toLowerCase()}`;
    const group = groups.get(key) ?? { make: change.car.make, model: change.car.model, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}
