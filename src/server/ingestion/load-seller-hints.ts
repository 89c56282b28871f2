import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listings, makes, models, sellers } from '../../db/schema';
import type { SellerHints } from './extractors/extractor';

/**
 * What an extractor may know about a seller: its name, the models of its make (any model when the
 * seller has no make) and the variants it lists now. Null when the seller does not exist.
 */
export async function loadSellerHints(db: Executor, sellerId: string): Promise<SellerHints | null> {
  const [seller] = await db
    .select({ name: sellers.name, makeId: sellers.makeId })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) return null;
  const allowedModels = seller.makeId
    ? await db
        .select({ make: makes.name, model: models.name })
        .from(models)
        .innerJoin(makes, eq(makes.id, models.makeId))
        .where(eq(models.makeId, seller.makeId))
        .orderBy(asc(models.name))
    : [];
  const variants = await db
    .select({
      make: makes.name,
      model: models.name,
      variant: listings.variant,
      horsepower: listings.horsepower,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(eq(listings.sellerId, sellerId))
    .orderBy(asc(makes.name), asc(models.name), asc(listings.variant));
  return {
    sellerName: seller.name,
    allowedModels,
    existingVariants: variants.flatMap((row) => (row.variant ? [{ ...row, variant: row.variant }] : [])),
  };
}
