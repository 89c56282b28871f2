import { eq } from 'drizzle-orm';
import type { StatedOffer } from '../../domain/ingestion/offer-conditions';
import type { Executor } from '../client';
import { listings } from '../schema';
import { assertValidOffers, assertValidRetailPrice } from './offer-validation';
import { type ReplaceOffersOptions, replaceListingOffers, type ScoredOffer } from './replace-listing-offers';
import { updateListingRetailPrice } from './update-listing-retail-price';

/** Every column of a listing an admin edits, except the retail price (which rescoring depends on). */
export type ListingFields = Omit<
  typeof listings.$inferInsert,
  'id' | 'retailPrice' | 'createdAt' | 'updatedAt'
>;

export type SaveListingInput = {
  /** Omitted: a new listing. */
  id?: string;
  fields: ListingFields;
  retailPrice: number | null;
  /** An import's offers carry the totals the list stated; an admin's carry none. */
  offers: readonly StatedOffer[];
  /** An import's price list and the moment it confirmed the offers (ADR 056); an admin's save has none. */
  source?: ReplaceOffersOptions['source'];
  confirmedAt?: Date;
};

/**
 * Creates or updates a listing with its complete offer list in one transaction (a savepoint inside a
 * caller's). A changed retail price goes through updateListingRetailPrice and the offers through
 * replaceListingOffers, so every stored score is against the price that was saved. Throws if an
 * updated listing does not exist or the offers repeat a combination.
 */
export async function saveListing(
  executor: Executor,
  input: SaveListingInput,
): Promise<{ id: string; offers: ScoredOffer[] }> {
  assertValidRetailPrice(input.retailPrice, input.id ?? 'new');
  assertValidOffers(input.offers, input.id ?? 'new');
  return executor.transaction(async (tx) => {
    let id = input.id;
    if (id === undefined) {
      // A new listing has no offers yet, so its price can be written with the row.
      const [created] = await tx
        .insert(listings)
        .values({ ...input.fields, retailPrice: input.retailPrice })
        .returning({ id: listings.id });
      if (!created) throw new Error('Listing insert returned no row');
      id = created.id;
    } else {
      const [previous] = await tx
        .update(listings)
        .set({ ...input.fields, updatedAt: new Date() })
        .where(eq(listings.id, id))
        .returning({ retailPrice: listings.retailPrice });
      if (!previous) throw new Error(`Listing ${id} not found`);
      if (previous.retailPrice !== input.retailPrice) {
        await updateListingRetailPrice(tx, id, input.retailPrice);
      }
    }
    const offers = await replaceListingOffers(tx, id, input.offers, {
      ...(input.source ? { source: input.source } : {}),
      ...(input.confirmedAt ? { confirmedAt: input.confirmedAt } : {}),
    });
    return { id, offers };
  });
}
