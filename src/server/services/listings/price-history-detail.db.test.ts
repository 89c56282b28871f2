import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminListingBody } from '../../../../tests/factories/admin-listing-body';
import { setupApiWithCatalog } from '../../../../tests/helpers/api-test-context';
import { queryRows } from '../../../db/client';
import { admin } from '../../../db/ingestion/ingestion-test-data';
import { user } from '../../../db/schema';
import { listingFormSchema } from '../../../domain/admin/listing-form-schema';
import type { ListingDetail, ListingSearchResponse } from '../../../domain/listings/listing-api-types';
import { priceHistoryTexts } from '../../../domain/price-history/price-history-texts';
import { type SaveListingResult, saveAdminListing } from '../admin/listings/save-admin-listing';

/**
 * Issue 30 part 1 (ADR 068): "a price history chart on a listing whose price changed twice through the
 * admin; no chart and no 'Prisfald' for a listing with one observation."
 */
const api = setupApiWithCatalog(() => [{ variant: 'Én observation', seller: 'Bilhuset' }]);

const ids = () =>
  queryRows<{ make_id: string; seller_id: string }>(
    api.handle.db,
    sql`select make_id, seller_id from listings where id = ${api.ids[0]}`,
  );

async function adminSave(monthly: number, target?: { id: string; expectedVersion: number }) {
  const [stored] = await ids();
  const body = adminListingBody({
    make_id: stored?.make_id,
    seller_id: stored?.seller_id,
    variant: 'Tre observationer',
    status: 'active',
    offers: [{ mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: monthly }],
  });
  const result: SaveListingResult = await saveAdminListing(
    api.handle.db,
    admin,
    listingFormSchema.parse(body),
    target,
  );
  if (result.kind !== 'saved') throw new Error(`not saved: ${result.kind}`);
  return result;
}

describe('price history through the admin and in the public answers', () => {
  it('records a created listing and two price changes by the admin, and the detail answer carries them', async () => {
    await api.handle.db.insert(user).values({ id: admin.id, name: 'Admin', email: admin.email });
    const created = await adminSave(3_295);
    const edited = await adminSave(3_195, { id: created.id, expectedVersion: created.version });
    await adminSave(2_995, { id: created.id, expectedVersion: edited.version });

    const rows = await queryRows<{ kind: string; monthly_price: number; source: string }>(
      api.handle.db,
      sql`select kind, monthly_price, source from offer_price_history
          where listing_id = ${created.id} order by observed_at`,
    );
    expect(rows).toEqual([
      { kind: 'appeared', monthly_price: 3_295, source: 'admin' },
      { kind: 'changed', monthly_price: 3_195, source: 'admin' },
      { kind: 'changed', monthly_price: 2_995, source: 'admin' },
    ]);

    const { status, body } = await api.get<ListingDetail>(`/api/listings/${created.id}`);
    expect(status).toBe(200);
    expect(body.price_history?.points.map((point) => point.monthly_price)).toEqual([3_295, 3_195, 2_995]);
    expect(body.price_history?.dropped?.amount).toBe(200);
    // Observed for minutes, not 90 days: only the drop is claimed.
    expect(body.price_history?.lowest_in_90_days).toBe(false);
    expect(priceHistoryTexts(body.price_history ?? never())).toEqual([
      expect.stringMatching(/^Faldet 200 kr\. siden \d{1,2}\. [a-z]{3}\.?$/),
    ]);
    expect(body.price_drop).toBe(true);

    const search = await api.get<ListingSearchResponse>('/api/listings?limit=50');
    const card = search.body.items.find((item) => item.id === created.id);
    expect(card?.price_drop).toBe(true);
  });

  it('gives a listing with one observation no chart and no "Prisfald"', async () => {
    const id = api.ids[0] as string;
    const { body } = await api.get<ListingDetail>(`/api/listings/${id}`);
    expect(body.price_history).toBeNull();
    expect(body.price_drop).toBe(false);
    const search = await api.get<ListingSearchResponse>('/api/listings?limit=50');
    expect(search.body.items.find((item) => item.id === id)?.price_drop).toBe(false);
  });
});

function never(): never {
  throw new Error('no price history');
}
