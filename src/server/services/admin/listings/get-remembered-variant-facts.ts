import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { listings } from '../../../../db/schema';
import { loadVariantFacts } from '../../../../db/variant-facts/load-variant-facts';
import type { RememberedForListing } from '../../../../domain/admin/admin-listing-types';
import { pickRememberedFacts } from '../../../../domain/catalog/variant-facts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What is remembered for a listing's variant (ADR 033) — the values an import of the variant brings —
 * so the form can say "husket". Null for an unknown listing.
 */
export async function getRememberedVariantFacts(
  db: Executor,
  id: string,
): Promise<RememberedForListing | null> {
  if (!uuidPattern.test(id)) return null;
  const [listing] = await db
    .select({
      modelId: listings.modelId,
      variant: listings.variant,
      fuelType: listings.fuelType,
      transmission: listings.transmission,
      horsepower: listings.horsepower,
    })
    .from(listings)
    .where(eq(listings.id, id));
  if (!listing) return null;
  const remembered = await loadVariantFacts(db, [listing.modelId]);
  const facts = pickRememberedFacts(remembered.get(listing.modelId) ?? [], listing);
  return { retail_price: facts.retailPrice, body_type: facts.bodyType };
}
