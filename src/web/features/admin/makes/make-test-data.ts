import type { CatalogMakeJson, CatalogModelJson } from '../../../../domain/catalog/make-model-schema';

/** A model of GET /api/admin/makes for the makes tests: no aliases or defaults unless given. */
export const catalogModel = (
  id: string,
  name: string,
  listings: number,
  extra: Partial<CatalogModelJson> = {},
): CatalogModelJson => ({
  id,
  name,
  aliases: [],
  listing_count: listings,
  default_body_type: null,
  default_fuel_type: null,
  default_seats: null,
  default_doors: null,
  version: 1,
  ...extra,
});

/** A make named and keyed `name`, its listing count the sum of its models'. */
export const catalogMake = (
  name: string,
  models: CatalogModelJson[] = [],
  extra: Partial<CatalogMakeJson> = {},
): CatalogMakeJson => ({
  id: name,
  name,
  aliases: [],
  listing_count: models.reduce((sum, model) => sum + model.listing_count, 0),
  models,
  version: 1,
  ...extra,
});
