import type { CatalogBundle, CatalogSeller } from '../catalog-writes/catalog-bundle';
import { buildListing } from './build-listing';
import { ImageLibrary } from './image-library';
import { type EdgeCaseName, type ListingPlan, listingPlans } from './listing-plans';
import { Random } from './random';
import { demoSellers, priceListSlug, type SellerSpec } from './seller-data';
import { demoMakes } from './vehicle-data';

export type DemoCatalogOptions = {
  seed?: number;
  /** All listings, including the pending and inactive ones. Default 180. */
  listings?: number;
  /** Exact offers per ordinary listing (benchmarks); default a random 4–24 each. */
  offersPerListing?: number;
  /** "Now" for model years and timestamps; fixed by default so the output depends only on the options. */
  referenceDate?: Date;
};

export type DemoCatalog = CatalogBundle & { edgeCases: Record<EdgeCaseName, string> };

export const DEFAULT_DEMO_SEED = 20_250_925;
export const DEFAULT_DEMO_LISTINGS = 180;
const DEFAULT_REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');

/** A deterministic demo catalogue following original-system.md §9.3: same options, same catalogue. */
export function generateDemoCatalog(options: DemoCatalogOptions = {}): DemoCatalog {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const random = new Random(seed);
  const idRandom = new Random(seed ^ 0x5eed_1d5);
  const newId = () => idRandom.uuid();

  const makes = demoMakes.map((make) => ({ id: newId(), name: make.name }));
  const makeIds = new Map(makes.map((make) => [make.name, make.id]));
  const modelIds = new Map<string, string>();
  const models = demoMakes.flatMap((make) =>
    make.models.map((model) => {
      const row = { id: newId(), makeId: makeIds.get(make.name) as string, name: model.name };
      modelIds.set(`${make.name}|${model.name}`, row.id);
      return row;
    }),
  );
  const sellers = demoSellers.map((spec) => sellerRow(spec, newId(), makeIds));
  const sellerIds = new Map(demoSellers.map((spec, i) => [spec.name, sellers[i]?.id as string]));

  const images = new ImageLibrary(newId);
  const used = new Set<string>();
  const edgeCases: Partial<Record<EdgeCaseName, string>> = {};
  const listings = listingPlans(random, options.listings ?? DEFAULT_DEMO_LISTINGS).map((plan) => {
    const seller = chooseSeller(random, plan, used);
    const listing = buildListing(plan, {
      random,
      newId,
      images,
      makeIds,
      modelIds,
      seller,
      sellerId: sellerIds.get(seller.name) as string,
      referenceDate: options.referenceDate ?? DEFAULT_REFERENCE_DATE,
      offersPerListing: options.offersPerListing,
    });
    if (plan.edgeCase) edgeCases[plan.edgeCase] = listing.id;
    return listing;
  });

  return {
    makes,
    models,
    sellers,
    files: images.files(),
    listings,
    edgeCases: edgeCases as Record<EdgeCaseName, string>,
  };
}

function sellerRow(spec: SellerSpec, id: string, makeIds: Map<string, string>): CatalogSeller {
  return {
    id,
    name: spec.name,
    company: spec.company,
    email: `privatleasing@${spec.domain}`,
    leadEmails: [`henvendelser@${spec.domain}`],
    phone: spec.phone,
    address: spec.address,
    country: 'Danmark',
    website: `https://www.${spec.domain}`,
    makeId: spec.make ? (makeIds.get(spec.make) ?? null) : null,
    priceLists: spec.priceLists.map((name, i) => ({
      name,
      url:
        i === 0
          ? `https://www.${spec.domain}/prisliste.pdf`
          : `https://www.${spec.domain}/prislister/${priceListSlug(name)}.pdf`,
    })),
  };
}

/** A dealer that sells this make and fuel; make specialists get most of their make's cars. */
function chooseSeller(random: Random, plan: ListingPlan, used: Set<string>): SellerSpec {
  const forced = plan.sellerName && demoSellers.find((s) => s.name === plan.sellerName);
  if (forced) return remember(forced, plan, used);
  const eligible = demoSellers.filter(
    (s) =>
      (s.make === null || s.make === plan.make.name) &&
      (!s.onlyFuels || s.onlyFuels.includes(plan.variant.fuel)),
  );
  const specialists = eligible.filter((s) => s.make !== null);
  const generalists = eligible.filter((s) => s.make === null);
  let seller = random.pick(eligible);
  // Avoid the same dealer listing the same variant twice while there are other dealers to choose.
  for (let attempt = 0; attempt < 4; attempt++) {
    seller =
      specialists.length > 0 && random.chance(0.55) ? random.pick(specialists) : random.pick(generalists);
    if (!used.has(listingKey(seller, plan))) break;
  }
  return remember(seller, plan, used);
}

function remember(seller: SellerSpec, plan: ListingPlan, used: Set<string>): SellerSpec {
  used.add(listingKey(seller, plan));
  return seller;
}

function listingKey(seller: SellerSpec, plan: ListingPlan): string {
  return `${seller.name}|${plan.make.name}|${plan.model.name}|${plan.variantName}`;
}
