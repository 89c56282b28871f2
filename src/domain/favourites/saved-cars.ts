import { readSavedCar, SAVED_CARS_MAX, SAVED_CARS_VERSION, type SavedCar } from './saved-car';

export type StoredSavedCars = { v: typeof SAVED_CARS_VERSION; cars: readonly SavedCar[] };

/**
 * What the browser holds, read defensively: text that is not JSON, another version, or a malformed
 * car is dropped (the page never breaks on it); duplicates keep their first entry; at most the newest
 * SAVED_CARS_MAX are kept. Newest first.
 */
export function parseSavedCars(raw: string | null): SavedCar[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  const { v, cars } = stored as { v?: unknown; cars?: unknown };
  if (v !== SAVED_CARS_VERSION || !Array.isArray(cars)) return [];
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
