import type { SavedCar } from '../../../domain/favourites/saved-car';
import { removeCar, saveCar } from '../../../domain/favourites/saved-cars-edits';
import { savedCarsStore } from './favourites-store';

export type SaveOutcome = { stored: boolean; dropped: SavedCar | null };

export function storeSavedCar(car: SavedCar): SaveOutcome {
  const { cars, dropped } = saveCar(savedCarsStore.read(), car);
  return { stored: savedCarsStore.write(cars), dropped };
}

export function forgetSavedCar(id: string): void {
  savedCarsStore.write(removeCar(savedCarsStore.read(), id));
}
