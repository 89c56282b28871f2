import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_TARGETS } from '../../../domain/offers/search-targets';
import { buildCatalogColumns } from '../../catalog/catalog-columns';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { buildSameCarGroups } from '../../catalog/same-car-groups';
import { findSimilarListings } from './find-similar-listings';

const makes = ['Volkswagen', 'Skoda', 'Toyota'];
const models = ['ID.4 Pro 204hk', 'ID4', 'ID.4 GTX', 'Octavia', 'Octavia Combi', 'Yaris', 'Enyaq Max+'];
const bodies = ['SUV', 'Stationcar', null];
const fuels = ['El', null];

const listingArbitrary = fc.record({
  make: fc.constantFrom(...makes),
  model: fc.constantFrom(...models),
  variant: fc.constantFrom('Life', 'Style', 'Sport', null),
  body_type: fc.constantFrom(...bodies),
  fuel_type: fc.constantFrom(...fuels),
  transmission: fc.constantFrom('Automatisk', 'Manuel'),
  prices: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 2000, max: 6000 })), {
    minLength: 1,
    maxLength: 4,
  }),
});

type ListingSpec = typeof listingArbitrary extends fc.Arbitrary<infer T> ? T : never;

function snapshotOf(specs: ListingSpec[]): CatalogSnapshot {
  const listings: CatalogListing[] = specs.map((spec, index) => {
    const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    return {
      id,
      makeId: spec.make,
      modelId: spec.model,
      make: spec.make,
      model: spec.model,
      variant: spec.variant,
      body_type: spec.body_type,
      fuel_type: spec.fuel_type,
      transmission: spec.transmission,
      seats: 5,
      horsepower: 150,
      retail_price: 300_000,
      updated_at: '2026-01-01T00:00:00.000Z',
      updatedAtMs: 0,
      image: null,
      seller_name: null,
      oneOffFees: 0,
      includedItems: null,
      offers: [...spec.prices]
        .sort((a, b) => a - b)
        .map((monthly_price, offer) => ({
          id: `${id}-${offer}`,
          mileage_per_year: 15_000,
          period_months: 36,
          first_payment: 0,
          monthly_price,
          lease_score: 50,
          lease_score_method: 'v1',
          stated_total_cost: null,
          stated_minimum_price: null,
        })),
      makeKey: spec.make.toLowerCase(),
      modelKey: spec.model.toLowerCase(),
      searchText: `${spec.make} ${spec.model}`.toLowerCase(),
    };
  });
  return {
    version: 1,
    today: '2026-11-12',
    loadedAt: 0,
    searchTargets: DEFAULT_SEARCH_TARGETS,
    listings,
    byId: new Map(listings.map((listing, index) => [listing.id, index])),
    columns: buildCatalogColumns(listings),
    sameCar: buildSameCarGroups(listings),
  };
}

describe('findSimilarListings', () => {
  it('finds through the snapshot index exactly what a scan of every listing finds', () => {
    fc.assert(
      fc.property(
        fc.array(listingArbitrary, { minLength: 1, maxLength: 250, size: 'max' }),
        fc.nat(),
        fc.integer({ min: 1, max: 12 }),
        (specs, pick, limit) => {
          const snapshot = snapshotOf(specs);
          const id = snapshot.listings[pick % specs.length]?.id as string;
          const indexed = findSimilarListings(snapshot, id, {}, limit, 'index');
          expect(indexed).toEqual(findSimilarListings(snapshot, id, {}, limit, 'scan'));
          expect(indexed?.map((item) => item.id)).not.toContain(id);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('finds the same through the index when many cars of one body and fuel crowd the price band', () => {
    // Tiers 2 and 3 walk outwards from the source's price and stop early: here hundreds of
    // candidates differ only in make, transmission and price, so stopping a step too soon would show.
    const crowded = listingArbitrary.map((spec) => ({ ...spec, body_type: 'SUV', fuel_type: 'El' }));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(crowded, listingArbitrary), { minLength: 1, maxLength: 400, size: 'max' }),
        fc.nat(),
        (specs, pick) => {
          const snapshot = snapshotOf(specs);
          const id = snapshot.listings[pick % specs.length]?.id as string;
          expect(findSimilarListings(snapshot, id, {}, 12, 'index')).toEqual(
            findSimilarListings(snapshot, id, {}, 12, 'scan'),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('finds the same through the index when hundreds of one model crowd the same-model tier', () => {
    // Tier 1 walks its make-and-model pool outwards from the source's price and stops early too.
    const sameModel = listingArbitrary.map((spec) => ({ ...spec, make: 'Volkswagen', model: 'ID.4 GTX' }));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(sameModel, listingArbitrary), { minLength: 1, maxLength: 400, size: 'max' }),
        fc.nat(),
        fc.integer({ min: 1, max: 12 }),
        (specs, pick, limit) => {
          const snapshot = snapshotOf(specs);
          const id = snapshot.listings[pick % specs.length]?.id as string;
          expect(findSimilarListings(snapshot, id, {}, limit, 'index')).toEqual(
            findSimilarListings(snapshot, id, {}, limit, 'scan'),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('puts the same model (ID.4 Pro 204hk ~ ID4) first and leaves out a body type outside ±60 %', () => {
    const snapshot = snapshotOf([
      {
        make: 'Volkswagen',
        model: 'ID.4 Pro 204hk',
        variant: 'Life',
        body_type: 'SUV',
        fuel_type: 'El',
        transmission: 'Automatisk',
        prices: [4000],
      },
      {
        make: 'Volkswagen',
        model: 'ID4',
        variant: 'Style',
        body_type: 'SUV',
        fuel_type: 'El',
        transmission: 'Automatisk',
        prices: [6000],
      },
      {
        make: 'Skoda',
        model: 'Enyaq Max+',
        variant: null,
        body_type: 'SUV',
        fuel_type: 'El',
        transmission: 'Automatisk',
        prices: [4100],
      },
      {
        make: 'Toyota',
        model: 'Yaris',
        variant: null,
        body_type: 'SUV',
        fuel_type: 'Benzin',
        transmission: 'Manuel',
        prices: [7000],
      },
    ]);
    const items = findSimilarListings(snapshot, snapshot.listings[0]?.id as string, {}, 6) ?? [];
    expect(items.map((item) => item.model)).toEqual(['ID4', 'Enyaq Max+']);
    expect(findSimilarListings(snapshot, 'unknown', {}, 6)).toBeNull();
  });
});
