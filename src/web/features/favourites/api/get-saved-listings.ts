import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { savedListingsApi } from '../../../../domain/api/saved-listings-api';
import type { SavedCar } from '../../../../domain/favourites/saved-car';
import { apiCall } from '../../../lib/api-client';

/** `id:km:mdr:udb` per car (just `id` when saved without a configuration), the API's `cars`. */
export function savedCarsParam(cars: readonly SavedCar[]): string {
  return cars
    .map(({ id, config }) => (config ? `${id}:${config.km}:${config.mdr}:${config.udb}` : id))
    .join(',');
}

export function savedListingsQuery(cars: readonly SavedCar[]) {
  const param = savedCarsParam(cars);
  return queryOptions({
    queryKey: ['saved-listings', param] as const,
    queryFn: ({ signal }) => apiCall(savedListingsApi.savedListings, { search: { cars: param }, signal }),
    enabled: cars.length > 0,
    // Removing a car asks again for the rest; the list stays on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}
