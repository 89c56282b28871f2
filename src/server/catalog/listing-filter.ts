import { storedBodyTypesFor } from '../../domain/listings/body-type-labels';
import { storedFuelTypesFor } from '../../domain/listings/fuel-type-labels';
import type { ListingSearchParams } from '../../domain/listings/listing-search-params';
import { storedTransmissionsFor } from '../../domain/listings/transmission-labels';
import { type CatalogColumns, includedFilterBit } from './catalog-columns';
import type { CatalogSnapshot } from './catalog-snapshot';

/** Whether listing `index` passes the search's attribute filters. */
type ListingFilter = (index: number) => boolean;

function allowedCodes(codes: Map<string, number>, values: readonly string[]): Uint8Array {
  const allowed = new Uint8Array(codes.size);
  for (const value of values) {
    const code = codes.get(value);
    if (code !== undefined) allowed[code] = 1;
  }
  return allowed;
}

/** An unknown value (code -1) never passes an active filter. */
function codeFilter(column: Int32Array, allowed: Uint8Array): ListingFilter {
  return (i) => allowed[column[i] as number] === 1;
}

function rangeFilter(column: Int32Array, min: number | undefined, max: number | undefined): ListingFilter {
  const low = min ?? 0;
  const high = max ?? Number.POSITIVE_INFINITY;
  return (i) => {
    const value = column[i] as number;
    return value >= 0 && value >= low && value <= high;
  };
}

/**
 * Makes and models combine per make: a chosen model narrows only its own make (ADR 003), so
 * "Toyota + Volkswagen Golf" gives every Toyota and the Golfs.
 */
function makeModelFilter(columns: CatalogColumns, makes: string[], models: string[]): ListingFilter {
  const makeAllowed = allowedCodes(columns.makeCodes, makes);
  const modelAllowed = new Uint8Array(columns.makeOfModel.length);
  const makeNarrowed = new Uint8Array(columns.makeCodes.size);
  for (const name of models) {
    for (const code of columns.modelCodesByName.get(name) ?? []) {
      modelAllowed[code] = 1;
      makeNarrowed[columns.makeOfModel[code] as number] = 1;
    }
  }
  if (makes.length === 0) return (i) => modelAllowed[columns.model[i] as number] === 1;
  if (models.length === 0) return (i) => makeAllowed[columns.make[i] as number] === 1;
  return (i) => {
    const make = columns.make[i] as number;
    if (makeAllowed[make] !== 1) return false;
    return makeNarrowed[make] !== 1 || modelAllowed[columns.model[i] as number] === 1;
  };
}

/** The part of the search that depends only on listing attributes; '' when nothing filters. */
export function listingFilterKey(params: ListingSearchParams): string {
  const lower = (names: string[]) => names.map((name) => name.toLowerCase());
  const parts = [
    lower(params.makes),
    lower(params.models),
    params.body_type,
    params.fuel_type,
    params.transmission,
    params.inkl,
    params.seats_min,
    params.seats_max,
    params.horsepower_min,
    params.horsepower_max,
    params.q?.toLowerCase(),
  ];
  const active = parts.some((part) => (Array.isArray(part) ? part.length > 0 : part !== undefined));
  return active ? JSON.stringify(parts) : '';
}

/**
 * Which listings of the snapshot pass the attribute filters (1 = passes). Prices are not here: the
 * price-capped offer selection drops listings over `price_max`, and `price_min` is checked against the
 * displayed offer by the caller.
 */
export function buildListingMask(snapshot: CatalogSnapshot, params: ListingSearchParams): Uint8Array {
  const filter = buildListingFilter(snapshot, params);
  const mask = new Uint8Array(snapshot.listings.length);
  for (let i = 0; i < mask.length; i++) mask[i] = !filter || filter(i) ? 1 : 0;
  return mask;
}

function buildListingFilter(
  snapshot: CatalogSnapshot,
  params: ListingSearchParams,
): ListingFilter | undefined {
  const { columns } = snapshot;
  const filters: ListingFilter[] = [];
  if (params.makes.length > 0 || params.models.length > 0) {
    const lower = (names: string[]) => names.map((name) => name.toLowerCase());
    filters.push(makeModelFilter(columns, lower(params.makes), lower(params.models)));
  }
  if (params.body_type.length > 0) {
    filters.push(
      codeFilter(columns.body, allowedCodes(columns.bodyCodes, storedBodyTypesFor(params.body_type))),
    );
  }
  if (params.fuel_type.length > 0) {
    filters.push(
      codeFilter(columns.fuel, allowedCodes(columns.fuelCodes, storedFuelTypesFor(params.fuel_type))),
    );
  }
  if (params.transmission.length > 0) {
    const stored = storedTransmissionsFor(params.transmission);
    filters.push(codeFilter(columns.transmission, allowedCodes(columns.transmissionCodes, stored)));
  }
  if (params.inkl.length > 0) {
    // Every chosen item stated included (ADR 054).
    const wanted = params.inkl.reduce((bits, slug) => bits | includedFilterBit(slug), 0);
    filters.push((i) => ((columns.included[i] as number) & wanted) === wanted);
  }
  if (params.seats_min !== undefined || params.seats_max !== undefined) {
    filters.push(rangeFilter(columns.seats, params.seats_min, params.seats_max));
  }
  if (params.horsepower_min !== undefined || params.horsepower_max !== undefined) {
    filters.push(rangeFilter(columns.horsepower, params.horsepower_min, params.horsepower_max));
  }
  const words = params.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  if (words.length > 0) {
    const { listings } = snapshot;
    filters.push((i) => {
      const text = listings[i]?.searchText ?? '';
      return words.every((word) => text.includes(word));
    });
  }
  return combine(filters);
}

function combine(filters: ListingFilter[]): ListingFilter | undefined {
  if (filters.length === 0) return undefined;
  if (filters.length === 1) return filters[0];
  return (i) => {
    for (const filter of filters) if (!filter(i)) return false;
    return true;
  };
}
