import { describe, expect, it } from 'vitest';
import { storedBodyTypes, storedFuelTypes } from '../../domain/listings/vehicle-values';
import { disclosedItemCount } from '../../domain/offers/disclosure-grade';
import { offerTermsKey } from '../../domain/offers/offer-key';
import { generateDemoCatalog } from './generate-demo-catalog';
import {
  HIGH_MILEAGES,
  MONTHLY_SHARE_OF_RETAIL,
  OFFER_DEPOSITS,
  OFFER_TERMS,
  STANDARD_MILEAGES,
} from './offer-grid';

const catalog = generateDemoCatalog({ seed: 42 });
const active = catalog.listings.filter((listing) => listing.status === 'active');
const listingById = new Map(catalog.listings.map((listing) => [listing.id, listing]));
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('generateDemoCatalog', () => {
  it('is deterministic: the same seed gives the same catalogue, ids included', () => {
    expect(generateDemoCatalog({ seed: 42 })).toEqual(catalog);
    const other = generateDemoCatalog({ seed: 43 });
    expect(other.listings.map((l) => l.id)).not.toEqual(catalog.listings.map((l) => l.id));
    expect(other.listings.map((l) => l.offers)).not.toEqual(catalog.listings.map((l) => l.offers));
  });

  it('uses unique version-4 uuids everywhere', () => {
    const ids = [catalog.makes, catalog.models, catalog.sellers, catalog.files, catalog.listings].flatMap(
      (rows) => rows.map((row) => row.id),
    );
    for (const id of ids) expect(id).toMatch(uuidV4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has at least 150 active listings plus pending and inactive ones', () => {
    expect(active.length).toBeGreaterThanOrEqual(150);
    expect(catalog.listings.some((l) => l.status === 'pending')).toBe(true);
    expect(catalog.listings.some((l) => l.status === 'inactive')).toBe(true);
  });

  it('states what the prices include with variety: all seven items, a few, and none (ADR 054)', () => {
    const grades = new Set(active.map((listing) => disclosedItemCount(listing.includedItems)));
    expect(grades.has(0)).toBe(true);
    expect(grades.has(7)).toBe(true);
    expect([...grades].some((grade) => grade > 0 && grade < 7)).toBe(true);
    const withService = active.filter((l) => l.includedItems?.service?.status === 'included');
    const withInsurance = active.filter((l) => l.includedItems?.insurance?.status === 'included');
    expect(withService.length).toBeGreaterThan(0);
    expect(withService.length).toBeLessThan(active.length);
    expect(withInsurance.length).toBeGreaterThan(0);
    expect(withInsurance.length).toBeLessThan(withService.length);
  });

  it('states a price per extra km for some cars and not for others (the risk panel, ADR 053)', () => {
    const prices = new Set(active.map((listing) => listing.extraKmPrice ?? null));
    expect(prices.has(null)).toBe(true);
    expect([...prices].filter((price) => price !== null).length).toBeGreaterThanOrEqual(3);
    for (const price of prices) if (price !== null) expect(price).toBeLessThan(3);
  });

  it('has 10+ Danish sellers with 1–3 named price lists and 15+ makes led by the popular ones', () => {
    expect(catalog.sellers.length).toBeGreaterThanOrEqual(10);
    for (const seller of catalog.sellers) {
      expect(seller.address).toMatch(/^.+ \d+, \d{4} .+$/);
      expect(seller.priceLists.length).toBeGreaterThanOrEqual(1);
      expect(seller.priceLists.length).toBeLessThanOrEqual(3);
      for (const list of seller.priceLists) expect(list.url).toMatch(/^https:\/\/www\.[a-z]+\.dk\/.+\.pdf$/);
    }
    expect(catalog.sellers.filter((s) => s.makeId !== null).length).toBeGreaterThanOrEqual(3);
    expect(catalog.makes.length).toBeGreaterThanOrEqual(15);
    expect(catalog.makes.slice(0, 3).map((m) => m.name)).toEqual(['Volkswagen', 'Skoda', 'Toyota']);
  });

  it('has every stored body type and fuel type among active listings with offers', () => {
    const public_ = active.filter((l) => l.offers.length > 0);
    for (const body of storedBodyTypes)
      expect(
        public_.some((l) => l.bodyType === body),
        body,
      ).toBe(true);
    for (const fuel of storedFuelTypes)
      expect(
        public_.some((l) => l.fuelType === fuel),
        fuel,
      ).toBe(true);
    const electric = public_.filter((l) => l.fuelType === 'Electric').length / public_.length;
    expect(electric).toBeGreaterThan(0.3);
    expect(electric).toBeLessThan(0.5);
  });

  it('contains every §9.3 edge case as an active listing', () => {
    const edge = (name: keyof typeof catalog.edgeCases) => {
      const listing = listingById.get(catalog.edgeCases[name]);
      expect(listing?.status, name).toBe('active');
      return listing as NonNullable<typeof listing>;
    };
    expect(edge('onlyTwelveMonthOffers').offers.every((o) => o.period_months === 12)).toBe(true);
    expect(edge('onlyHighMileageOffers').offers.every((o) => o.mileage_per_year >= 35_000)).toBe(true);
    expect(edge('noRetailPrice').retailPrice).toBeNull();
    expect(edge('implausibleRetailPrice').retailPrice).toBeLessThan(75_000);
    expect(edge('activeWithoutOffers').offers).toEqual([]);
    const manual = edge('duplicateLookingManual');
    const automatik = edge('duplicateLookingAutomatik');
    expect(automatik.variant).toBe(`${manual.variant} Automatik`);
    expect(automatik.sellerId).toBe(manual.sellerId);
    const base = edge('equipmentBase');
    const equipped = edge('equipmentVariant');
    expect(equipped.variant).toMatch(new RegExp(`^${base.variant} – .*soltag$`));
    expect(equipped.sellerId).toBe(base.sellerId);
    for (const name of Object.keys(catalog.edgeCases) as (keyof typeof catalog.edgeCases)[]) {
      if (name !== 'activeWithoutOffers') expect(edge(name).offers.length, name).toBeGreaterThan(0);
    }
  });

  it('gives each listing 4–24 offers without a repeated (mileage, term, first payment)', () => {
    for (const listing of catalog.listings) {
      if (listing.id === catalog.edgeCases.activeWithoutOffers) continue;
      expect(listing.offers.length).toBeGreaterThanOrEqual(4);
      expect(listing.offers.length).toBeLessThanOrEqual(24);
      expect(new Set(listing.offers.map(offerTermsKey)).size).toBe(listing.offers.length);
    }
  });

  it('keeps every offer on the §9.3 grid and within 0.9–1.8 % of retail', () => {
    const mileages = new Set<number>([...STANDARD_MILEAGES, ...HIGH_MILEAGES]);
    for (const listing of catalog.listings) {
      for (const offer of listing.offers) {
        expect(mileages.has(offer.mileage_per_year)).toBe(true);
        expect(OFFER_TERMS).toContain(offer.period_months);
        expect(OFFER_DEPOSITS).toContain(offer.first_payment);
        if (listing.retailPrice === null || listing.retailPrice < 75_000) {
          expect(offer.monthly_price).toBeGreaterThan(1_000);
          expect(offer.monthly_price).toBeLessThan(15_000);
          continue;
        }
        const share = offer.monthly_price / listing.retailPrice;
        expect(share).toBeGreaterThanOrEqual(MONTHLY_SHARE_OF_RETAIL.min);
        expect(share).toBeLessThanOrEqual(MONTHLY_SHARE_OF_RETAIL.max);
      }
    }
  });

  it('prices a larger first payment lower and more kilometres higher', () => {
    for (const listing of catalog.listings) {
      const find = (km: number, term: number, deposit: number) =>
        listing.offers.find((o) => offerTermsKey(o) === `${km}|${term}|${deposit}`);
      for (const offer of listing.offers) {
        const { mileage_per_year: km, period_months: term, first_payment: deposit } = offer;
        for (const larger of OFFER_DEPOSITS.filter((d) => d > deposit)) {
          const cheaper = find(km, term, larger);
          if (cheaper) expect(cheaper.monthly_price).toBeLessThan(offer.monthly_price);
        }
        const moreKm = find(km + 5_000, term, deposit);
        if (moreKm) expect(moreKm.monthly_price).toBeGreaterThan(offer.monthly_price);
      }
    }
  });

  it('fills in the specs a listing page shows', () => {
    for (const listing of active) {
      expect(listing.horsepower).toBeGreaterThanOrEqual(70);
      expect(listing.horsepower).toBeLessThanOrEqual(400);
      expect(listing.seats).toBeGreaterThanOrEqual(2);
      expect(listing.seats).toBeLessThanOrEqual(7);
      expect(listing.description).toMatch(/privatleasing/i);
      expect(listing.externalUrl).toMatch(/^https:\/\/www\.[a-z]+\.dk\/privatleasing\//);
      expect(listing.co2TaxHalfYear).toBeGreaterThan(0);
      if (listing.fuelType === 'Electric') {
        expect(listing.wltpKm).toBeGreaterThan(200);
        expect(listing.consumptionKwh100km).toBeGreaterThan(10);
      } else {
        expect(listing.consumptionL100km).toBeGreaterThan(0);
      }
      expect(listing.imageFileIds.length).toBeGreaterThanOrEqual(1);
      expect(listing.imageFileIds.length).toBeLessThanOrEqual(3);
    }
  });

  it('shares one file per distinct image', () => {
    const shas = catalog.files.map((file) => file.sha256);
    expect(new Set(shas).size).toBe(shas.length);
    const fileIds = new Set(catalog.files.map((file) => file.id));
    for (const listing of catalog.listings)
      for (const id of listing.imageFileIds) expect(fileIds.has(id)).toBe(true);
    expect(catalog.files.length).toBeLessThan(catalog.listings.length);
  });

  // How long it takes is measured by `npm run bench`, not asserted here.
  it('scales to 50 000 listings with about 20 offers each', () => {
    const large = generateDemoCatalog({ seed: 1, listings: 50_000, offersPerListing: 20 });
    const offers = large.listings.reduce((sum, listing) => sum + listing.offers.length, 0);
    expect(large.listings).toHaveLength(50_000);
    expect(offers).toBeGreaterThan(990_000);
  }, 60_000);
});
