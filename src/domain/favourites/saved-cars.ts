import { readSavedCar, SAVED_CARS_MAX, SAVED_CARS_VERSION, type SavedCar } from './saved-car';
import { readVersionedList } from './versioned-list';

export type StoredSavedCars = { v: typeof SAVED_CARS_VERSION; cars: readonly SavedCar[] };

/**
 * What the browser holds, read defensively: text that is not JSON, another version, or a malformed
 * car is dropped (the page never breaks on it); duplicates keep their first entry; at most the newest
 * SAVED_CARS_MAX are kept. Newest first.
 */
export function parseSavedCars(raw: string | null): SavedCar[] {
  const cars = readVersionedList(raw, SAVED_CARS_VERSION, 'cars');
  const seen = new Set<string>();
  const kept: SavedCar[] = [];
  for (const value of cars) {
    const car = readSavedCar(value);
    if (!car || seen.has(car.id)) continue;
    seen.add(car.id);
    kept.push(car);
    if (kept.length === SAVED_CARS_MAX) break;
  }
  return kept;
}

export function serialiseSavedCars(cars: readonly SavedCar[]): string {
  return JSON.stringify({ v: SAVED_CARS_VERSION, cars } satisfies StoredSavedCars);
}
