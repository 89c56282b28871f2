import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { makes, models } from '../../db/schema';
import type { SellerHints } from './extractors/extractor';

/** Hints for a list of one make without a seller: the catalogue's models of that make, in its spelling. */
export async function loadMakeHints(db: Executor, makeName: string): Promise<SellerHints> {
  const allowedModels = await db
    .select({ make: makes.name, model: models.name })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(sql`lower(${makes.name}) = lower(${makeName})`)
    .orderBy(asc(models.name));
  return { sellerName: makeName, allowedModels, existingVariants: [] };
}
