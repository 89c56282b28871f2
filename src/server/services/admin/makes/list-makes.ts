import { countListingsPerModel, loadCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import type { CatalogMakesResponse } from '../../../../domain/catalog/make-model-schema';

/** GET /api/admin/makes: every make with its aliases, models, defaults and listing counts (any status), by name. */
export async function listMakes(db: Database): Promise<CatalogMakesResponse> {
  const [catalogue, counts] = await Promise.all([loadCatalogNames(db), countListingsPerModel(db)]);
  return {
    makes: catalogue.map((make) => {
      const modelsJson = make.models.map((model) => ({
        id: model.id,
        name: model.name,
        aliases: model.aliases,
        listing_count: counts.get(model.id) ?? 0,
        default_body_type: model.defaultBodyType,
        default_fuel_type: model.defaultFuelType,
        default_seats: model.defaultSeats,
        default_doors: model.defaultDoors,
        version: model.version,
      }));
      return {
        id: make.id,
        name: make.name,
        aliases: make.aliases,
        listing_count: modelsJson.reduce((sum, model) => sum + model.listing_count, 0),
        models: modelsJson,
        version: make.version,
      };
    }),
  };
}
