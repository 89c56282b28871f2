import type { ListingStatus } from '../../domain/listings/vehicle-values';
import type { StatedItems } from '../../domain/offers/included-items';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import type { PriceListLink } from '../schema';

/** Rows for bulkInsertCatalog. Ids are chosen by the caller so references inside the bundle resolve. */
export type CatalogMake = { id: string; name: string };
export type CatalogModel = { id: string; makeId: string; name: string };

export type CatalogSeller = {
  id: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  country: string | null;
  website: string | null;
  /** Make specialisation; null = "Alle mærker". */
  makeId: string | null;
  priceLists: PriceListLink[];
  /** Where the seller's enquiries go (ADR 064); absent: none, enquiries wait in the admin inbox. */
  leadEmails?: string[];
};

export type CatalogFile = { id: string; sha256: string; contentType: string; bytes: Uint8Array };

export type CatalogListing = {
  id: string;
  sellerId: string | null;
  makeId: string;
  modelId: string;
  variant: string | null;
  year: number | null;
  bodyType: string | null;
  fuelType: string | null;
  transmission: string | null;
  driveType: string | null;
  horsepower: number | null;
  seats: number | null;
  doors: number | null;
  wltpKm: number | null;
  consumptionL100km: number | null;
  consumptionKwh100km: number | null;
  co2GKm: number | null;
  co2TaxHalfYear: number | null;
  retailPrice: number | null;
  description: string | null;
  externalUrl: string | null;
  status: ListingStatus;
  /** Defaults to now() when null. */
  createdAt: Date | null;
  updatedAt: Date | null;
  offers: LeaseOffer[];
  /** File ids (of `files` in the same bundle or already stored), in display order. */
  imageFileIds: string[];
  /** What the price list stated around its prices and the items that states (ADR 054); absent: nothing. */
  priceIncludes?: string[] | null;
  priceExcludes?: string[] | null;
  monthlyExtras?: { name: string; monthly_price: number }[] | null;
  includedItems?: StatedItems | null;
  /** kr. per km beyond the agreed km/år (ADR 053); absent: not stated. */
  extraKmPrice?: number | null;
};

export type CatalogBundle = {
  makes: CatalogMake[];
  models: CatalogModel[];
  sellers: CatalogSeller[];
  files: CatalogFile[];
  listings: CatalogListing[];
};

export type CatalogCounts = {
  makes: number;
  models: number;
  sellers: number;
  files: number;
  listings: number;
  offers: number;
  images: number;
};
