import type { ToyotaVariantJson } from '../../../../../domain/ingestion/ingestion-api';

export const powertrainLabels: Record<ToyotaVariantJson['powertrain'], string> = {
  electric: 'El',
  hybrid: 'Hybrid',
  petrol: 'Benzin',
};

/** "El · firehjulstræk", "Hybrid" — the table's drivlinje column. */
export function drivelineText(variant: Pick<ToyotaVariantJson, 'powertrain' | 'awd'>): string {
  const powertrain = powertrainLabels[variant.powertrain];
  return variant.awd ? `${powertrain} · firehjulstræk` : powertrain;
}

/** The seller to preselect: the one seller whose make is Toyota, else none. */
export function defaultToyotaSeller(
  sellers: ReadonlyArray<{ id: string; make_name: string | null }>,
): string {
  const toyota = sellers.filter((seller) => seller.make_name?.trim().toLowerCase() === 'toyota');
  return toyota.length === 1 && toyota[0] ? toyota[0].id : '';
}
