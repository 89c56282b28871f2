import type { CatalogAliases } from '../../domain/catalog/car-name-aliases';
import { DEMO_MAKE_ALIASES } from './seed-catalog-names';
import { demoMakes } from './vehicle-data';

/**
 * The demo catalogue's makes and models with the aliases the seed gives them: the dictionary
 * `npm run extract` reads price lists with when it runs without a database, so the command and an
 * admin on a freshly seeded site name cars alike.
 */
export function demoCatalogNames(): CatalogAliases {
  return demoMakes.map((make) => ({
    name: make.name,
    aliases: DEMO_MAKE_ALIASES[make.name] ?? [],
    models: make.models.map((model) => ({ name: model.name, aliases: [] })),
  }));
}
