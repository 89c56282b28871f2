import { slugLookup, storedValuesFor } from './value-lookup';
import { type StoredFuelType, storedFuelTypes } from './vehicle-values';

/** Fuel filter values as they appear in the URL (spec §2). */
export const fuelTypeSlugs = ['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'electric'] as const;
export type FuelTypeSlug = (typeof fuelTypeSlugs)[number];

export const FUEL_TYPE_LABELS: Record<FuelTypeSlug, string> = {
  petrol: 'Benzin',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  plugin_hybrid: 'Plug-in hybrid',
  electric: 'Elektrisk',
};

/** The hybrid filter keeps the spec's group (which includes plug-ins) and adds the forgotten 'Plug-in - Diesel'. */
export const FUEL_TYPE_STORED: Record<FuelTypeSlug, readonly StoredFuelType[]> = {
  petrol: ['Petrol'],
  diesel: ['Diesel'],
  hybrid: ['Hybrid - Petrol', 'Hybrid - Diesel', 'Plug-in - Petrol', 'Plug-in - Diesel'],
  plugin_hybrid: ['Plug-in - Petrol', 'Plug-in - Diesel'],
  electric: ['Electric'],
};

/** Danish label of each stored value (cards, detail specs). */
export const STORED_FUEL_LABELS: Record<StoredFuelType, string> = {
  Electric: 'El',
  Petrol: 'Benzin',
  Diesel: 'Diesel',
  'Hybrid - Petrol': 'Hybrid (benzin)',
  'Hybrid - Diesel': 'Hybrid (diesel)',
  'Plug-in - Petrol': 'Plug-in hybrid (benzin)',
  'Plug-in - Diesel': 'Plug-in hybrid (diesel)',
};

/** The narrowest filter that contains each stored value. */
const SLUG_OF_STORED: Record<StoredFuelType, FuelTypeSlug> = {
  Electric: 'electric',
  Petrol: 'petrol',
  Diesel: 'diesel',
  'Hybrid - Petrol': 'hybrid',
  'Hybrid - Diesel': 'hybrid',
  'Plug-in - Petrol': 'plugin_hybrid',
  'Plug-in - Diesel': 'plugin_hybrid',
};

export type FuelGroup = 'ev' | 'phev' | 'ice';

/** Analytics fuel group (spec §5): electric → ev, hybrid and plug-in → phev, petrol and diesel → ice. */
export const FUEL_GROUPS: Record<StoredFuelType, FuelGroup> = {
  Electric: 'ev',
  Petrol: 'ice',
  Diesel: 'ice',
  'Hybrid - Petrol': 'phev',
  'Hybrid - Diesel': 'phev',
  'Plug-in - Petrol': 'phev',
  'Plug-in - Diesel': 'phev',
};

const EXTRA_SPELLINGS: Record<FuelTypeSlug, readonly string[]> = {
  petrol: ['gasoline'],
  diesel: [],
  hybrid: [],
  plugin_hybrid: ['plug-in', 'phev'],
  electric: ['ev', 'elbil'],
};

export const fuelTypeOptions = fuelTypeSlugs.map((value) => ({ value, label: FUEL_TYPE_LABELS[value] }));

function isStoredFuelType(value: string): value is StoredFuelType {
  return (storedFuelTypes as readonly string[]).includes(value);
}

/** Slug for a slug, filter label, stored value or stored label, in any case; undefined when unknown. */
export const fuelTypeFromInput = slugLookup(fuelTypeSlugs, (slug) => {
  const stored = storedFuelTypes.filter((value) => SLUG_OF_STORED[value] === slug);
  const storedLabels = stored.map((value) => STORED_FUEL_LABELS[value]);
  return [FUEL_TYPE_LABELS[slug], ...stored, ...storedLabels, ...EXTRA_SPELLINGS[slug]];
});

/** Stored values to filter on; no slugs gives an empty list (no filter). */
export function storedFuelTypesFor(slugs: readonly FuelTypeSlug[]): StoredFuelType[] {
  return storedValuesFor(slugs, FUEL_TYPE_STORED, storedFuelTypes);
}

/** The narrowest filter containing a stored value ('Plug-in - Petrol' → plugin_hybrid). */
export function fuelTypeSlugOf(stored: string): FuelTypeSlug | undefined {
  return isStoredFuelType(stored) ? SLUG_OF_STORED[stored] : undefined;
}

/** Danish label of a stored value; an unknown value is shown as it is. */
export function fuelLabel(stored: string): string {
  return isStoredFuelType(stored) ? STORED_FUEL_LABELS[stored] : stored;
}

export function fuelGroup(stored: string): FuelGroup | undefined {
  return isStoredFuelType(stored) ? FUEL_GROUPS[stored] : undefined;
}
