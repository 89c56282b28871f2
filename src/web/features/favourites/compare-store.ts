import {
  parseCompareSelection,
  serialiseCompareSelection,
  toggleCompare,
} from '../../../domain/favourites/compare-selection';
import { browserListStore } from './browser-list-store';
import { useBrowserList } from './favourites-store';

const compareStore = browserListStore(
  'leasingmatch:sammenlign',
  parseCompareSelection,
  serialiseCompareSelection,
);
const NO_IDS: string[] = [];

export const useCompareSelection = () => useBrowserList(compareStore, NO_IDS);

/** Adds or removes a car from the compare selection; the Danish refusal when a fifth is asked for. */
export function toggleCompared(id: string): string | null {
  const { ids, refused } = toggleCompare(compareStore.read(), id);
  if (!refused) compareStore.write(ids);
  return refused;
}
