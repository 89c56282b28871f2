import {
  INCLUDED_FILTER_ITEMS,
  type IncludedFilterSlug,
  includedFilterSlugs,
} from '../../domain/listings/included-filter';
import type { StatedItems } from '../../domain/offers/included-items';
import type { CatalogListing } from './catalog-snapshot';

/**
 * Filterable attributes of every listing of a snapshot as small integer codes in typed arrays, so a
 * search tests a listing with a few array reads instead of string comparisons.
 */
export type CatalogColumns = {
  makeCodes: Map<string, number>;
  /** Lower-case model name → codes of every (make, model) pair with that name. */
  modelCodesByName: Map<string, number[]>;
  /** Make code of each (make, model) pair code. */
  makeOfModel: number[];
  bodyCodes: Map<string, number>;
  fuelCodes: Map<string, number>;
  transmissionCodes: Map<string, number>;
  make: Int32Array;
  model: Int32Array;
  body: Int32Array;
  fuel: Int32Array;
  transmission: Int32Array;
  /** -1 when unknown. */
  seats: Int32Array;
  horsepower: Int32Array;
  /** Bit per "inkl." filter item the seller states included (includedFilterBit), for ?inkl= (ADR 054). */
  included: Uint8Array;
};

/** The bit of an "inkl." filter's item in CatalogColumns.included. */
export function includedFilterBit(slug: IncludedFilterSlug): number {
  return 1 << includedFilterSlugs.indexOf(slug);
}

function includedBits(items: StatedItems | null): number {
  let bits = 0;
  for (const slug of includedFilterSlugs) {
    if (items?.[INCLUDED_FILTER_ITEMS[slug]]?.status === 'included') bits |= includedFilterBit(slug);
  }
  return bits;
}

function codeOf(codes: Map<string, number>, value: string | null): number {
  if (value === null) return -1;
  let code = codes.get(value);
  if (code === undefined) {
    code = codes.size;
    codes.set(value, code);
  }
  return code;
}

export function buildCatalogColumns(listings: readonly CatalogListing[]): CatalogColumns {
  const n = listings.length;
  const columns: CatalogColumns = {
    makeCodes: new Map(),
    modelCodesByName: new Map(),
    makeOfModel: [],
    bodyCodes: new Map(),
    fuelCodes: new Map(),
    transmissionCodes: new Map(),
    make: new Int32Array(n),
    model: new Int32Array(n),
    body: new Int32Array(n),
    fuel: new Int32Array(n),
    transmission: new Int32Array(n),
    seats: new Int32Array(n),
    horsepower: new Int32Array(n),
    included: new Uint8Array(n),
  };
  const pairCodes = new Map<string, number>();
  listings.forEach((listing, i) => {
    const make = codeOf(columns.makeCodes, listing.makeKey);
    const pairKey = `${listing.makeKey}\u0000${listing.modelKey}`;
    let model = pairCodes.get(pairKey);
    if (model === undefined) {
      model = pairCodes.size;
      pairCodes.set(pairKey, model);
      columns.makeOfModel.push(make);
      const sameName = columns.modelCodesByName.get(listing.modelKey) ?? [];
      sameName.push(model);
      columns.modelCodesByName.set(listing.modelKey, sameName);
    }
    columns.make[i] = make;
    columns.model[i] = model;
    columns.body[i] = codeOf(columns.bodyCodes, listing.body_type);
    columns.fuel[i] = codeOf(columns.fuelCodes, listing.fuel_type);
    columns.transmission[i] = codeOf(columns.transmissionCodes, listing.transmission);
    columns.seats[i] = listing.seats ?? -1;
    columns.horsepower[i] = listing.horsepower ?? -1;
    columns.included[i] = includedBits(listing.includedItems);
  });
  return columns;
}
