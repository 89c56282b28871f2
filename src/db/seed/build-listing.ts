import type { CatalogListing } from '../catalog-writes/catalog-bundle';
import { carColours } from './car-colours';
import type { ImageLibrary } from './image-library';
import { listingDescription } from './listing-description';
import type { ListingPlan } from './listing-plans';
import { generateOffers } from './offer-grid';
import type { Random } from './random';
import { priceListSlug, type SellerSpec } from './seller-data';
import { statementColumns } from './seller-statements';
import { energySpecs } from './vehicle-specs';

const DAY_MS = 86_400_000;

export type ListingContext = {
  random: Random;
  newId: () => string;
  images: ImageLibrary;
  makeIds: Map<string, string>;
  modelIds: Map<string, string>;
  seller: SellerSpec;
  sellerId: string;
  referenceDate: Date;
  offersPerListing: number | undefined;
};

export function buildListing(plan: ListingPlan, context: ListingContext): CatalogListing {
  const { random, seller, referenceDate } = context;
  const { make, model, variant } = plan;
  const id = context.newId();
  const seats = variant.seats ?? model.seats;
  const energy = energySpecs(variant.fuel, variant.horsepower, plan.bodyType, variant.wltpKm);

  const colours = random.shuffle(carColours);
  const primary = random.weighted(carColours, (c) => c.weight);
  const imageCount = random.weighted([1, 2, 3], (n) => (n === 3 ? 1 : 2));
  const imageColours = [primary, ...colours.filter((c) => c !== primary).slice(0, imageCount - 1)];

  const offers =
    plan.offers === 'none'
      ? []
      : generateOffers(random, {
          pricingBasis: variant.retailPrice,
          ...(context.offersPerListing && !plan.edgeCase ? { count: context.offersPerListing } : {}),
          ...plan.offers,
        });

  const ageMs = random.int(1, 180) * DAY_MS - random.int(0, DAY_MS - 1);
  const createdAt = new Date(referenceDate.getTime() - ageMs);
  const updatedAt = new Date(createdAt.getTime() + Math.floor(random.next() * ageMs));

  return {
    id,
    sellerId: context.sellerId,
    makeId: context.makeIds.get(make.name) as string,
    modelId: context.modelIds.get(`${make.name}|${model.name}`) as string,
    variant: plan.variantName,
    year: referenceDate.getUTCFullYear() + (random.chance(0.3) ? 1 : 0),
    bodyType: plan.bodyType,
    fuelType: variant.fuel,
    transmission: variant.transmission,
    driveType: variant.driveType,
    horsepower: variant.horsepower,
    seats,
    doors: variant.doors ?? model.doors,
    ...energy,
    retailPrice: plan.retailPrice,
    description:
      plan.status === 'pending' && random.chance(0.5)
        ? null
        : listingDescription({
            make: make.name,
            model: model.name,
            variant: plan.variantName,
            bodyType: plan.bodyType,
            fuel: variant.fuel,
            horsepower: variant.horsepower,
            seats,
            driveType: variant.driveType,
            manual: variant.transmission === 'Manual',
            wltpKm: energy.wltpKm,
            consumptionL100km: energy.consumptionL100km,
            colourName: primary.name,
            sellerName: seller.name,
          }),
    externalUrl: `https://www.${seller.domain}/privatleasing/${priceListSlug(`${make.name} ${model.name} ${plan.variantName}`)}`,
    status: plan.status,
    createdAt,
    updatedAt,
    offers,
    imageFileIds: imageColours.map((colour) => context.images.fileFor(plan.bodyType, colour).id),
    ...statementColumns(seller.name),
  };
}
