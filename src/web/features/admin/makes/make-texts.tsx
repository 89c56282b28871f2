import type { CatalogModelJson } from '../../../../domain/catalog/make-model-schema';
import { bodyTypeLabel } from '../../../../domain/listings/body-type-labels';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';

/** A model's import defaults in words ("SUV", "El", "5 sæder"), the ones it has. */
export const modelDefaults = (model: CatalogModelJson) =>
  [
    model.default_body_type ? bodyTypeLabel(model.default_body_type) : null,
    model.default_fuel_type ? fuelLabel(model.default_fuel_type) : null,
    model.default_seats ? `${model.default_seats} sæder` : null,
    model.default_doors ? `${model.default_doors} døre` : null,
  ].filter((value): value is string => value !== null);

export function Aliases({ aliases, className = '' }: { aliases: readonly string[]; className?: string }) {
  if (aliases.length === 0) return null;
  return (
    <p className={`text-xs text-zinc-600 ${className}`}>
      <span className="font-medium text-zinc-700">Alias:</span> {aliases.join(', ')}
    </p>
  );
}
