import { SAVED_CARS_MAX, type SavedCar } from './saved-car';

// Apart from saved-cars.ts: the header (every page's first load) only reads the list.
export type SaveResult = { cars: SavedCar[]; dropped: SavedCar | null };

/** Saves `car` first (replacing an earlier save of the same id); past the cap the oldest is dropped. */
export function saveCar(cars: readonly SavedCar[], car: SavedCar): SaveResult {
  const others = cars.filter((saved) => saved.id !== car.id);
  const next = [car, ...others];
  const dropped = next.length > SAVED_CARS_MAX ? (next.pop() ?? null) : null;
  return { cars: next, dropped };
}

export function removeCar(cars: readonly SavedCar[], id: string): SavedCar[] {
  return cars.filter((saved) => saved.id !== id);
}

/** Shown when saving one more car dropped the oldest. */
export function droppedNote(dropped: SavedCar): string {
  return `Du kan gemme højst ${SAVED_CARS_MAX} biler, så den ældste (${dropped.name}) er fjernet.`;
}
