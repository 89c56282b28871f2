import { bodyTypeOptions, storedBodyTypesFor } from '../../../domain/listings/body-type-labels';
import { fuelTypeOptions, storedFuelTypesFor } from '../../../domain/listings/fuel-type-labels';
import {
  INCLUDED_FILTER_ITEMS,
  includedFilterOptions,
  includedFilterSlugs,
} from '../../../domain/listings/included-filter';
import type { FilterCount, ListingFilters } from '../../../domain/listings/listing-api-types';
import { storedTransmissionsFor, transmissionOptions } from '../../../domain/listings/transmission-labels';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';

type Range = { min: number; max: number } | null;

function widen(range: Range, value: number | null): Range {
  if (value === null) return range;
  if (!range) return { min: value, max: value };
  return { min: Math.min(range.min, value), max: Math.max(range.max, value) };
}

function countOptions<Slug extends string>(
  options: readonly { value: Slug; label: string }[],
  storedFor: (slugs: readonly Slug[]) => readonly string[],
  counts: Map<string, number>,
): FilterCount[] {
  return options.map(({ value, label }) => ({
    value,
    label,
    count: storedFor([value]).reduce((sum, stored) => sum + (counts.get(stored) ?? 0), 0),
  }));
}

function increment(map: Map<string, number>, key: string | null) {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + 1);
}

const sortedNumbers = (values: Set<number>) => [...values].sort((a, b) => a - b);

/** What the public catalogue offers: makes with models, filter values with counts, ranges. */
export function getListingFilters(snapshot: CatalogSnapshot): ListingFilters {
  const makes = new Map<string, { count: number; models: Map<string, number> }>();
  const bodyCounts = new Map<string, number>();
  const fuelCounts = new Map<string, number>();
  const transmissionCounts = new Map<string, number>();
  const includedCounts = new Map<string, number>();
  const mileages = new Set<number>();
  const terms = new Set<number>();
  const deposits = new Set<number>();
  let price: Range = null;
  let seats: Range = null;
  let horsepower: Range = null;

  for (const listing of snapshot.listings as CatalogListing[]) {
    const make = makes.get(listing.make) ?? { count: 0, models: new Map<string, number>() };
    make.count++;
    increment(make.models, listing.model);
    makes.set(listing.make, make);
    increment(bodyCounts, listing.body_type);
    increment(fuelCounts, listing.fuel_type);
    increment(transmissionCounts, listing.transmission);
    for (const slug of includedFilterSlugs) {
      if (listing.includedItems?.[INCLUDED_FILTER_ITEMS[slug]]?.status === 'included')
        increment(includedCounts, slug);
    }
    seats = widen(seats, listing.seats);
    horsepower = widen(horsepower, listing.horsepower);
    for (const offer of listing.offers) {
      mileages.add(offer.mileage_per_year);
      terms.add(offer.period_months);
      deposits.add(offer.first_payment);
      price = widen(price, offer.monthly_price);
    }
  }

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'da');
  return {
    makes: [...makes]
      .map(([name, make]) => ({
        name,
        count: make.count,
        models: [...make.models].map(([model, count]) => ({ name: model, count })).sort(byName),
      }))
      .sort(byName),
    body_types: countOptions(bodyTypeOptions, storedBodyTypesFor, bodyCounts),
    fuel_types: countOptions(fuelTypeOptions, storedFuelTypesFor, fuelCounts),
    transmissions: countOptions(transmissionOptions, storedTransmissionsFor, transmissionCounts),
    included: countOptions(includedFilterOptions, (slugs) => slugs, includedCounts),
    mileages: sortedNumbers(mileages),
    terms: sortedNumbers(terms),
    deposits: sortedNumbers(deposits),
    ranges: { monthly_price: price, seats, horsepower },
    total: snapshot.listings.length,
  };
}
