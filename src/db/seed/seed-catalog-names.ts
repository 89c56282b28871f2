import { sql } from 'drizzle-orm';
import { unnestColumns } from '../catalog-writes/pg-arrays';
import type { Executor } from '../client';
import { demoMakes } from './vehicle-data';

/** Other names price lists use for the demo makes (ADR 031). */
export const DEMO_MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Volkswagen: ['VW'],
  'Mercedes-Benz': ['Mercedes', 'MB'],
  Skoda: ['Škoda'],
};

/**
 * Gives the demo catalogue's models their default body type, seats and doors (what an imported listing
 * of the model inherits) and its makes a few aliases, after bulkInsertCatalog wrote the names.
 */
export async function seedCatalogNames(executor: Executor): Promise<void> {
  const models = demoMakes.flatMap((make) => make.models.map((model) => ({ make: make.name, ...model })));
  await executor.execute(
    sql`update models set default_body_type = v.body_type, default_seats = v.seats, default_doors = v.doors
        from makes, ${unnestColumns([
          { values: models.map((model) => model.make), type: 'text' },
          { values: models.map((model) => model.name), type: 'text' },
          { values: models.map((model) => model.bodyType), type: 'text' },
          { values: models.map((model) => model.seats), type: 'int2' },
          { values: models.map((model) => model.doors), type: 'int2' },
        ])} as v(make, model, body_type, seats, doors)
        where makes.id = models.make_id and makes.name = v.make and models.name = v.model`,
  );
  const aliases = Object.entries(DEMO_MAKE_ALIASES).flatMap(([make, names]) =>
    names.map((alias) => ({ make, alias })),
  );
  await executor.execute(
    sql`insert into make_aliases (make_id, alias)
        select makes.id, v.alias
        from ${unnestColumns([
          { values: aliases.map((entry) => entry.make), type: 'text' },
          { values: aliases.map((entry) => entry.alias), type: 'text' },
        ])} as v(make, alias)
        join makes on makes.name = v.make`,
  );
}
