import { type ChangeType, changeTypes, type ProposedChange } from '../proposed-change';

export type ChangeCounts = Record<ChangeType, number> & { total: number };

/** Number of proposed changes per type, for a batch summary. */
export function countChanges(changes: ReadonlyArray<Pick<ProposedChange, 'type'>>): ChangeCounts {
  const counts = Object.fromEntries(changeTypes.map((type) => [type, 0])) as Record<ChangeType, number>;
  for (const change of changes) counts[change.type] += 1;
  return { ...counts, total: changes.length };
}
