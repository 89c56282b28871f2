import { createHash, randomUUID } from 'node:crypto';
import type { CatalogBundle, CatalogListing } from '../../src/db/catalog-writes';
import type { LeaseOffer } from '../../src/domain/offers/lease-offer';

export type ListingSpec = Partial<
  Omit<CatalogListing, 'id' | 'makeId' | 'modelId' | 'sellerId' | 'offers'>
> & {
  id?: string;
  make?: string;
  model?: string;
  seller?: string;
  offers?: LeaseOffer[];
  /** Adds one stored SVG image. */
  withImage?: boolean;
};

const defaultOffers: LeaseOffer[] = [
  { mileage_per_year: 15000, period_months: 36, first_payment: 35000, monthly_price: 3500 },
];

/** A small catalogue bundle for bulkInsertCatalog: makes, models and sellers derived from the specs. */
export function buildCatalog(specs: ListingSpec[]): CatalogBundle & { ids: string[] } {
  const makes = new Map<string, string>();
  const models = new Map<string, { id: string; makeId: string; name: string }>();
  const sellers = new Map<string, string>();
  const bundle: CatalogBundle & { ids: string[] } = {
    makes: [],
    models: [],
    sellers: [],
    files: [],
    listings: [],
    ids: [],
  };
  for (const spec of specs) {
    const makeName = spec.make ?? 'Toyota';
    const modelName = spec.model ?? 'Corolla';
    const sellerName = spec.seller ?? 'Test Bilhus ApS';
    if (!makes.has(makeName)) makes.set(makeName, randomUUID());
    const makeId = makes.get(makeName) as string;
    const modelKey = `${makeName}|${modelName}`;
    if (!models.has(modelKey)) models.set(modelKey, { id: randomUUID(), makeId, name: modelName });
    if (!sellers.has(sellerName)) sellers.set(sellerName, randomUUID());
    const imageFileIds: string[] = [];
    if (spec.withImage) {
      const bytes = new TextEncoder().encode(
        `<svg xmlns="http://www.w3.org/2000/svg"><title>${randomUUID()}</title></svg>`,
      );
      const file = {
        id: randomUUID(),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        contentType: 'image/svg+xml',
        bytes,
      };
      bundle.files.push(file);
      imageFileIds.push(file.id);
    }
    const id = spec.id ?? randomUUID();
    bundle.ids.push(id);
    bundle.listings.push({
      id,
      sellerId: sellers.get(sellerName) as string,
      makeId,
      modelId: (models.get(modelKey) as { id: string }).id,
      variant: spec.variant ?? '1.8 Hybrid Active 140 HK',
      year: spec.year ?? 2025,
      bodyType: spec.bodyType ?? 'Hatchback',
      fuelType: spec.fuelType ?? 'Hybrid - Petrol',
      transmission: spec.transmission ?? 'Automatic',
      driveType: spec.driveType ?? 'FWD',
      horsepower: spec.horsepower ?? 140,
      seats: spec.seats ?? 5,
      doors: spec.doors ?? 5,
      wltpKm: spec.wltpKm ?? null,
      consumptionL100km: spec.consumptionL100km ?? 4.5,
      consumptionKwh100km: spec.consumptionKwh100km ?? null,
      co2GKm: spec.co2GKm ?? 100,
      co2TaxHalfYear: spec.co2TaxHalfYear ?? 420,
      retailPrice: spec.retailPrice === undefined ? 220000 : spec.retailPrice,
      description: spec.description ?? null,
      externalUrl: spec.externalUrl ?? 'https://www.example.dk/tilbud',
      status: spec.status ?? 'active',
      createdAt: spec.createdAt ?? null,
      updatedAt: spec.updatedAt ?? null,
      offers: spec.offers ?? defaultOffers,
      imageFileIds,
      includedItems: spec.includedItems ?? null,
    });
  }
  bundle.makes = [...makes].map(([name, id]) => ({ id, name }));
  bundle.models = [...models.values()];
  bundle.sellers = [...sellers].map(([name, id]) => ({
    id,
    name,
    company: `${name}`,
    email: null,
    phone: null,
    address: 'Testvej 1, 2100 København Ø',
    country: 'Danmark',
    website: null,
    makeId: null,
    priceLists: [],
  }));
  return bundle;
}
