import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Executor } from '../../../../db/client';
import { upsertVariantFacts } from '../../../../db/variant-facts/upsert-variant-facts';
import {
  identityKey,
  VARIANT_FACTS_AUDIT,
  variantIdentity,
  variantKey,
} from '../../../../domain/catalog/variant-facts';

export type ListingForVariantFacts = {
  id: string;
  modelId: string;
  /** "Toyota Corolla 1.8 Hybrid Active", for the audit row. */
  name: string;
  variant: string | null;
  fuelType: string | null;
  transmission: string | null;
  horsepower: number | null;
};

/**
 * Remembers the retail price and/or body type an admin just set on a listing for its variant (ADR 033),
 * with an audit row, in the caller's transaction. A listing without a variant text has no variant to
 * remember for; nothing given, nothing changed: no write. Answers whether anything was remembered.
 */
export async function rememberVariantFacts(
  tx: Executor,
  actor: AuditActor,
  listing: ListingForVariantFacts,
  facts: { retailPrice?: number | null; bodyType?: string | null },
): Promise<boolean> {
  const key = variantKey(listing.variant);
  const retailPrice = facts.retailPrice ?? undefined;
  const bodyType = facts.bodyType ?? undefined;
  if (key === null || (retailPrice === undefined && bodyType === undefined)) return false;
  const identity = variantIdentity(listing);
  const { before, after } = await upsertVariantFacts(
    tx,
    { modelId: listing.modelId, variantKey: key, identityKey: identityKey(identity), ...identity },
    {
      ...(retailPrice === undefined ? {} : { retailPrice }),
      ...(bodyType === undefined ? {} : { bodyType }),
    },
    { listingId: listing.id, actorEmail: actor.email },
  );
  if (before && before.retailPrice === after.retailPrice && before.bodyType === after.bodyType) return false;
  await recordAudit(tx, actor, {
    action: VARIANT_FACTS_AUDIT.action,
    entity: VARIANT_FACTS_AUDIT.entity,
    entityId: listing.modelId,
    before: before && { name: listing.name, retail_price: before.retailPrice, body_type: before.bodyType },
    after: {
      name: listing.name,
      retail_price: after.retailPrice,
      body_type: after.bodyType,
      listingId: listing.id,
      identity: identityKey(identity),
    },
  });
  return true;
}
