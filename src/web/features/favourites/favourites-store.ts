import { useSyncExternalStore } from 'react';
import {
  parseCompareSelection,
  serialiseCompareSelection,
  toggleCompare,
} from '../../../domain/favourites/compare-selection';
import type { SavedCar } from '../../../domain/favourites/saved-car';
import {
  parseSavedCars,
  removeCar,
  saveCar,
  serialiseSavedCars,
} from '../../../domain/favourites/saved-cars';
import { useInBrowser } from '../../components/ui/dialog-context';
import { type BrowserListStore, browserListStore } from './browser-list-store';

export const savedCarsStore = browserListStore(
  'leasingmatch:gemte-biler',
  parseSavedCars,
  serialiseSavedCars,
);
export const compareStore = browserListStore(
  'leasingmatch:sammenlign',
  parseCompareSelection,
  serialiseCompareSelection,
);

const NO_CARS: SavedCar[] = [];
const NO_IDS: string[] = [];

/**
 * The server knows nothing of the browser's storage: the server render and hydration show the empty
 * list, and the stored one follows in a transition after hydration (ADR 063), never as a synchronous
 * store update that would hydrate the rest of the page in one long task.
 */
function useBrowserList<T>(store: BrowserListStore<T>, empty: T): T {
  const inBrowser = useInBrowser();
  return useSyncExternalStore(store.subscribe, inBrowser ? store.read : () => empty, () => empty);
}

export const useSavedCars = () => useBrowserList(savedCarsStore, NO_CARS);
export const useCompareSelection = () => useBrowserList(compareStore, NO_IDS);

export type SaveOutcome = { stored: boolean; dropped: SavedCar | null };

export function storeSavedCar(car: SavedCar): SaveOutcome {
  const { cars, dropped } = saveCar(savedCarsStore.read(), car);
  return { stored: savedCarsStore.write(cars), dropped };
}

export function forgetSavedCar(id: string): void {
  savedCarsStore.write(removeCar(savedCarsStore.read(), id));
}

/** Adds or removes a car from the compare selection; the Danish refusal when a fifth is asked for. */
export function toggleCompared(id: string): string | null {
  const { ids, refused } = toggleCompare(compareStore.read(), id);
  if (!refused) compareStore.write(ids);
  return refused;
}
