import { bodyTypeChoices } from '../../../../domain/listings/body-type-choices';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import type { StoredFuelType } from '../../../../domain/listings/vehicle-values';
import type { TypedChange } from '../shared/stale-version-notice';

/** The make and model dialogs' fields, by their labels in the dialogs. */
const labels: Record<string, string> = {
  name: 'Navn',
  aliases: 'Aliaser',
  default_body_type: 'Standard-karrosseri',
  default_fuel_type: 'Standard-drivmiddel',
  default_seats: 'Sæder',
  default_doors: 'Døre',
};

function shown(field: string, value: string): string {
  if (value === '') return '';
  if (field === 'default_body_type')
    return bodyTypeChoices.find((choice) => choice.value === value)?.label ?? value;
  if (field === 'default_fuel_type') return fuelLabel(value as StoredFuelType);
  return value;
}

/**
 * What the admin typed in a make or model dialog that differs from the copy it loaded: the stale
 * notice's "Dine ændringer" (ADR 037), so nothing typed is lost when the dialog shows the saved record.
 */
export function typedCatalogChanges<TValues extends Record<string, string>>(
  typed: TValues,
  loaded: TValues,
): TypedChange[] {
  return Object.keys(labels)
    .filter((field) => field in typed && (typed[field] ?? '').trim() !== (loaded[field] ?? '').trim())
    .map((field) => ({ label: labels[field] as string, value: shown(field, (typed[field] ?? '').trim()) }));
}
