import { useSyncExternalStore } from 'react';
import type { SavedCar } from '../../../domain/favourites/saved-car';
import { parseSavedCars, serialiseSavedCars } from '../../../domain/favourites/saved-cars';
import { useInBrowser } from '../../components/ui/dialog-context';
import { type BrowserListStore, browserListStore } from './browser-list-store';

// Only what the header's count needs: it is in every page's first load. Edits live in
// saved-cars-actions.ts, the compare selection in compare-store.ts.
export const savedCarsStore = browserListStore(
  'leasingmatch:gemte-biler',
  parseSavedCars,
  serialiseSavedCars,
);

const NO_CARS: SavedCar[] = [];

/**
 * The server knows nothing of the browser's storage: the server render and hydration show the empty
 * list, and the stored one follows in a transition after hydration (ADR 063), never as a synchronous
 * store update that would hydrate the rest of the page in one long task.
 */
export function useBrowserList<T>(store: BrowserListStore<T>, empty: T): T {
  const inBrowser = useInBrowser();
  return useSyncExternalStore(store.subscribe, inBrowser ? store.read : () => empty, () => empty);
}

export const useSavedCars = () => useBrowserList(savedCarsStore, NO_CARS);
