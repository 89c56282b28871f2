import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, type AuthContext, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog, listings } from '../../../../db/schema';
import type { AdminListingDetail, AdminListingsPage } from '../../../../domain/admin/admin-listing-types';
import type { ListingDetail, ListingSearchResponse } from '../../../../domain/listings/listing-api-types';

/**
 * Issue 25: a listing without a retail price is unscorable, not invalid. It is activated (single save,
 * bulk "Aktivér", bulk edit), shows in search and on its page without a LeaseScore, sorts after every
 * scored listing under "Bedste LeaseScore", and the admin list says why it has no score.
 */

const ctx: AuthContext = setupAuthApp();
let cookie: string;
let priced: string;
let unpriced: string[];

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await ctx.request(path, {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const offer = (monthly: number) => ({
  mileage_per_year: 15_000,
  period_months: 36,
  first_payment: 0,
  monthly_price: monthly,
});

const statusOf = async (ids: string[]) =>
  (
    await ctx.handle.db.select({ status: listings.status }).from(listings).where(inArray(listings.id, ids))
  ).map((row) => row.status);

beforeAll(async () => {
  const catalog = buildCatalog([
    { make: 'Skoda', model: 'Octavia', variant: 'Prissat', retailPrice: 300_000, offers: [offer(3_999)] },
    ...['Uden pris A', 'Uden pris B', 'Uden pris C'].map((variant) => ({
      make: 'Skoda',
      model: 'Octavia',
      variant,
      retailPrice: null,
      status: 'pending' as const,
      // Cheaper than the priced one: a price sort would put them first, the score sort must not.
      offers: [offer(2_999)],
    })),
  ]);
  await bulkInsertCatalog(ctx.handle.db, catalog);
  [priced = '', ...unpriced] = catalog.ids;
  cookie = await ctx.signIn(ADMIN);
});

describe('activating a listing without a retail price (issue 25)', () => {
  it('bulk "Aktivér" activates it, audited like any activation', async () => {
    const activated = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', ids: [unpriced[0]] },
    });
    expect(activated).toEqual({ status: 200, body: { action: 'activate', count: 1 } });
    expect(await statusOf([unpriced[0] as string])).toEqual(['active']);
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, unpriced[0] as string));
    expect(audit).toMatchObject([
      { action: 'activate', before: { status: 'pending' }, after: { status: 'active' } },
    ]);
  });

  it('the bulk edit sets "Aktiv" without a retail price', async () => {
    const edited = await api('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids: [unpriced[1]], status: 'active' },
    });
    expect(edited).toEqual({ status: 200, body: { count: 1, unchanged: 0, remembered: 0 } });
    expect(await statusOf([unpriced[1] as string])).toEqual(['active']);
  });

  it('the form saves it as Aktiv without a retail price', async () => {
    const detail = await api<AdminListingDetail>(`/api/admin/listings/${unpriced[2]}`);
    // The form sends what it loaded (unknown fields are dropped by the schema), now as Aktiv.
    const saved = await api(`/api/admin/listings/${unpriced[2]}`, {
      method: 'PUT',
      body: { ...detail.body, retail_price: null, status: 'active', expectedVersion: detail.body.version },
    });
    expect(saved.status).toBe(200);
    expect(await statusOf([unpriced[2] as string])).toEqual(['active']);
  });

  it('shows in search and on its page without a LeaseScore, after every scored listing', async () => {
    const search = await api<ListingSearchResponse>('/api/listings?q=Skoda&sort=lease_score_desc');
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(4);
    expect(search.body.items[0]?.id).toBe(priced);
    expect((search.body.items[0]?.lease_score ?? 0) > 0).toBe(true);
    const unscored = search.body.items.slice(1);
    expect(new Set(unscored.map((item) => item.id))).toEqual(new Set(unpriced));
    expect(unscored.map((item) => item.lease_score)).toEqual([null, null, null]);

    // By price the cheaper unscored listings come first: they are not hidden, only unscored.
    const byPrice = await api<ListingSearchResponse>('/api/listings?q=Skoda&sort=asc');
    expect(byPrice.body.items.at(-1)?.id).toBe(priced);

    const detail = await api<ListingDetail>(`/api/listings/${unpriced[0]}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ retail_price: null, lease_score: null });
  });

  it('the admin list shows it active with its retail price missing and no score', async () => {
    const list = await api<AdminListingsPage>('/api/admin/listings?quality=missing_price&status=active');
    expect(list.body.items.map((row) => [row.variant, row.retail_price, row.best_lease_score])).toEqual(
      expect.arrayContaining([
        ['Uden pris A', null, null],
        ['Uden pris B', null, null],
        ['Uden pris C', null, null],
      ]),
    );
  });
});
