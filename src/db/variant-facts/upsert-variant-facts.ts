import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { rememberedVariantFacts } from '../schema';

export type VariantFactsKey = {
  modelId: string;
  variantKey: string;
  identityKey: string;
  fuelType: string | null;
  transmission: 'automatic' | 'manual' | null;
  horsepower: number | null;
};

export type StoredVariantFacts = { retailPrice: number | null; bodyType: string | null };

/**
 * Remembers the given facts of one variant (a fact left undefined keeps its remembered value) and
 * answers what was remembered before (null: nothing) and after. One statement per call; the row is
 * locked by the upsert, so two admins remembering the same variant at once both land, last one wins.
 */
export async function upsertVariantFacts(
  executor: Executor,
  key: VariantFactsKey,
  facts: { retailPrice?: number; bodyType?: string },
  source: { listingId: string; actorEmail: string },
): Promise<{ before: StoredVariantFacts | null; after: StoredVariantFacts }> {
  const [existing] = await executor
    .select({ retailPrice: rememberedVariantFacts.retailPrice, bodyType: rememberedVariantFacts.bodyType })
    .from(rememberedVariantFacts)
    .where(
      and(
        eq(rememberedVariantFacts.modelId, key.modelId),
        eq(rememberedVariantFacts.variantKey, key.variantKey),
        eq(rememberedVariantFacts.identityKey, key.identityKey),
      ),
    )
    .for('update');
  const set = {
    ...(facts.retailPrice === undefined ? {} : { retailPrice: facts.retailPrice }),
    ...(facts.bodyType === undefined ? {} : { bodyType: facts.bodyType }),
    sourceListingId: source.listingId,
    updatedByEmail: source.actorEmail,
    updatedAt: sql`now()`,
  };
  const [after] = await executor
    .insert(rememberedVariantFacts)
    .values({ ...key, ...set })
    .onConflictDoUpdate({
      target: [
        rememberedVariantFacts.modelId,
        rememberedVariantFacts.variantKey,
        rememberedVariantFacts.identityKey,
      ],
      set,
    })
    .returning({
      retailPrice: rememberedVariantFacts.retailPrice,
      bodyType: rememberedVariantFacts.bodyType,
    });
  if (!after) throw new Error('Variant facts upsert returned no row');
  return { before: existing ?? null, after };
}
