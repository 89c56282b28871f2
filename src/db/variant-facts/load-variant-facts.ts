import { inArray } from 'drizzle-orm';
import type { RememberedVariantFacts } from '../../domain/catalog/variant-facts';
import type { StoredBodyType } from '../../domain/listings/vehicle-values';
import type { Executor } from '../client';
import { rememberedVariantFacts } from '../schema';

/** The remembered variant facts of the given models, grouped by model id (one query). */
export async function loadVariantFacts(
  executor: Executor,
  modelIds: readonly string[],
): Promise<Map<string, RememberedVariantFacts[]>> {
  const byModel = new Map<string, RememberedVariantFacts[]>();
  const unique = [...new Set(modelIds)];
  if (unique.length === 0) return byModel;
  const rows = await executor
    .select()
    .from(rememberedVariantFacts)
    .where(inArray(rememberedVariantFacts.modelId, unique));
  for (const row of rows) {
    const facts: RememberedVariantFacts = {
      variantKey: row.variantKey,
      identity: {
        fuelType: row.fuelType,
        transmission:
          row.transmission === 'automatic' || row.transmission === 'manual' ? row.transmission : null,
        horsepower: row.horsepower,
      },
      retailPrice: row.retailPrice,
      bodyType: row.bodyType as StoredBodyType | null,
      updatedAt: row.updatedAt,
    };
    byModel.set(row.modelId, [...(byModel.get(row.modelId) ?? []), facts]);
  }
  return byModel;
}
