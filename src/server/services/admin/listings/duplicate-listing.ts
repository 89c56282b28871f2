import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { saveListing } from '../../../../db/catalog-writes';
import type { Database } from '../../../../db/client';
import { listings } from '../../../../db/schema';
import { LISTING_LIMITS } from '../../../../domain/admin/listing-form-schema';
import { getAdminListing } from './get-admin-listing';

/**
 * Copies a listing and its offers (scored again by the write functions) as a new `pending` listing,
 * so the copy is never public before someone has looked at it. Images are not copied: they belong to
 * the original's image set. Returns the new id, or null when the source does not exist.
 */
export async function duplicateListing(
  db: Database,
  actor: AuditActor,
  sourceId: string,
): Promise<{ id: string; name: string } | null> {
  return db.transaction(async (tx) => {
    const source = await getAdminListing(tx, sourceId);
    if (!source) return null;
    const [row] = await tx.select().from(listings).where(eq(listings.id, sourceId));
    if (!row) return null;
    const { id: _id, createdAt: _c, updatedAt: _u, retailPrice, ...fields } = row;
    const variant = `${source.variant ?? ''} (kopi)`.trim().slice(0, LISTING_LIMITS.variant.max);
    const saved = await saveListing(tx, {
      fields: { ...fields, variant, status: 'pending' },
      retailPrice,
      // The copy keeps what the price list stated, as it keeps the listing's stated conditions.
      offers: source.offers.map((offer) => ({
        mileage_per_year: offer.mileage_per_year,
        period_months: offer.period_months,
        first_payment: offer.first_payment,
        monthly_price: offer.monthly_price,
        total_cost: offer.stated_total_cost,
        minimum_price: offer.stated_minimum_price,
      })),
    });
    await recordAudit(tx, actor, {
      action: 'duplicate',
      entity: 'listing',
      entityId: saved.id,
      before: { source_id: sourceId },
      after: await getAdminListing(tx, saved.id),
    });
    return { id: saved.id, name: `${source.make_name} ${source.model_name}` };
  });
}
