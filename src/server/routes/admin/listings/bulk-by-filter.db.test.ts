import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, type ListingSpec } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, type AuthContext, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { latestAuditGroup } from '../../../../../tests/helpers/latest-audit-group';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog, listings } from '../../../../db/schema';
import type { AdminListingsPage } from '../../../../domain/admin/admin-listing-types';
import type { AdminListingsFilter } from '../../../../domain/admin/listing-selection';

/**
 * Issue 25, "Vælg alle N annoncer, der matcher filteret": a bulk action or bulk edit on every listing
 * matching the list's filter, resolved on the server with the list's own query (no ids sent), in one
 * transaction, audited like a ticked selection, and refused — nothing changed — when the filter no
 * longer matches the count the admin confirmed.
 */

const ctx: AuthContext = setupAuthApp();
let cookie: string;
let filterbilId: string;
let otherSellerIds: string[];

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await ctx.request(path, {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const dacias = (seller: string, n: number, extra: Partial<ListingSpec> = {}): ListingSpec[] =>
  Array.from({ length: n }, (_, i) => ({
    make: 'Dacia',
    model: 'Jogger',
    seller,
    variant: `${seller} ${i + 1}`,
    status: 'pending' as const,
    ...extra,
  }));

/** What the list shows under a filter: its total, read as the page reads it. */
async function listTotal(filter: AdminListingsFilter): Promise<number> {
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  return (await api<AdminListingsPage>(`/api/admin/listings?${query}`)).body.total;
}

const statusesOfSeller = async (sellerId: string) =>
  (
    await ctx.handle.db
      .select({ status: listings.status, n: count() })
      .from(listings)
      .where(eq(listings.sellerId, sellerId))
      .groupBy(listings.status)
  ).map(({ status, n }) => `${status}:${n}`);

beforeAll(async () => {
  const catalog = buildCatalog([
    ...dacias('Filterbil', 45),
    // Same make, other seller: outside a seller filter.
    ...dacias('Andenbil', 5),
    // Same seller, other make: outside a search for "Dacia".
    { make: 'Skoda', model: 'Fabia', seller: 'Filterbil', status: 'pending' },
    // Unscored (issue 25) but complete: activation by filter takes it too.
    ...dacias('Utenpris', 3, { retailPrice: null }),
  ]);
  await bulkInsertCatalog(ctx.handle.db, catalog);
  const sellerId = (name: string) => catalog.sellers.find((seller) => seller.name === name)?.id as string;
  filterbilId = sellerId('Filterbil');
  otherSellerIds = [sellerId('Andenbil'), sellerId('Utenpris')];
  cookie = await ctx.signIn(ADMIN);
});

describe('POST /api/admin/listings/bulk by filter', () => {
  it('activates every listing the filter matches, across pages, with one audit entry recording the filter', async () => {
    const filter = { search: 'dacia', seller_id: filterbilId, status: 'pending' } as const;
    // 45 listings: more than two pages of the list.
    expect(await listTotal(filter)).toBe(45);

    const activated = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', filter, expected_count: 45 },
    });

    expect(activated).toEqual({ status: 200, body: { action: 'activate', count: 45 } });
    // Only the matching ones: the seller's Skoda and the other sellers' Dacias are untouched.
    expect((await statusesOfSeller(filterbilId)).sort()).toEqual(['active:45', 'pending:1']);
    for (const id of otherSellerIds)
      expect(await statusesOfSeller(id)).toEqual([expect.stringMatching(/^pending:/)]);
    expect(await listTotal(filter)).toBe(0);

    const group = await latestAuditGroup(ctx, cookie, 'listing_selection');
    expect(group.entry).toMatchObject({
      action: 'activate',
      groupSize: 45,
      after: { status: 'active', filter },
    });
    const steps = await ctx.handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.groupId, group.entry?.id as string), eq(auditLog.action, 'activate')));
    expect(steps[0]?.n).toBe(45);
  });

  it('changes nothing when the filter matches another number than the admin confirmed', async () => {
    const filter = { seller_id: filterbilId };
    const before = await statusesOfSeller(filterbilId);
    const auditBefore = await ctx.handle.db.select({ n: count() }).from(auditLog);

    const refused = await api<{ error: string; code: string; matching: number }>('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'deactivate', filter, expected_count: 40 },
    });

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'SELECTION_CHANGED',
      matching: 46,
      error: 'Filteret matcher nu 46 annoncer, ikke 40. Intet blev ændret – se listen igen, og prøv på ny.',
    });
    expect(await statusesOfSeller(filterbilId)).toEqual(before);
    expect(await ctx.handle.db.select({ n: count() }).from(auditLog)).toEqual(auditBefore);
  });

  it('refuses an activation by filter as a whole when a matching listing is incomplete', async () => {
    await ctx.handle.db
      .update(listings)
      .set({ transmission: null })
      .where(and(eq(listings.sellerId, otherSellerIds[0] as string), eq(listings.variant, 'Andenbil 3')));
    const refused = await api<{ error: string; code: string }>('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', filter: { seller_id: otherSellerIds[0] }, expected_count: 5 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'LISTING_INCOMPLETE',
      error: '1 annonce kan ikke aktiveres: Dacia Jogger Andenbil 3 (mangler Gearkasse)',
    });
    expect(await statusesOfSeller(otherSellerIds[0] as string)).toEqual(['pending:5']);
  });

  it("takes the list's data-quality filter: every listing without a retail price, activated unscored", async () => {
    const filter = { quality: 'missing_price', status: 'pending' } as const;
    expect(await listTotal(filter)).toBe(3);
    const activated = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', filter, expected_count: 3 },
    });
    expect(activated).toEqual({ status: 200, body: { action: 'activate', count: 3 } });
    expect(await statusesOfSeller(otherSellerIds[1] as string)).toEqual(['active:3']);
  });

  it('deletes every matching listing, each kept whole in its audit row', async () => {
    const filter = { seller_id: otherSellerIds[1] };
    const ids = (
      await ctx.handle.db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.sellerId, otherSellerIds[1] as string))
    ).map((row) => row.id);
    const deleted = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'delete', filter, expected_count: 3 },
    });
    expect(deleted).toEqual({ status: 200, body: { action: 'delete', count: 3 } });
    expect(await statusesOfSeller(otherSellerIds[1] as string)).toEqual([]);
    const rows = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, 'delete')));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => (row.before as { variant: string }).variant.startsWith('Utenpris'))).toBe(
      true,
    );
  });

  it('refuses a body without exactly one selection, or a filter without its count', async () => {
    const issuesOf = async (body: unknown) =>
      (
        await api<{ issues: { path: string; message: string }[] }>('/api/admin/listings/bulk', {
          method: 'POST',
          body,
        })
      ).body.issues;
    expect(await issuesOf({ action: 'activate' })).toEqual([
      { path: 'ids', message: 'Vælg mindst én annonce' },
    ]);
    expect(await issuesOf({ action: 'activate', ids: [filterbilId], filter: {}, expected_count: 1 })).toEqual(
      [{ path: 'ids', message: 'Vælg enten annoncer eller et filter' }],
    );
    expect(await issuesOf({ action: 'activate', filter: { status: 'pending' } })).toEqual([
      { path: 'expected_count', message: 'Angiv antallet af annoncer, filteret matchede' },
    ]);
    expect(await issuesOf({ action: 'activate', filter: { status: 'solgt' }, expected_count: 1 })).toEqual([
      { path: 'filter.status', message: 'Ugyldig status' },
    ]);
    expect(await issuesOf({ action: 'delete', filter: {}, expected_count: 1_001 })).toEqual([
      { path: 'expected_count', message: 'Højst 1.000 annoncer ad gangen' },
    ]);
  });
});

describe('POST /api/admin/listings/bulk-edit by filter', () => {
  it('sets a body type on every matching listing, one audit row each and the filter on the entry', async () => {
    const filter = { search: 'Jogger', seller_id: filterbilId };
    const edited = await api('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { filter, expected_count: 45, body_type: 'Stationcar' },
    });
    // Each of the 45 variants remembers the body type for its next import (ADR 033).
    expect(edited).toEqual({ status: 200, body: { count: 45, unchanged: 0, remembered: 45 } });
    const bodies = await ctx.handle.db
      .select({ bodyType: listings.bodyType, n: count() })
      .from(listings)
      .where(eq(listings.sellerId, filterbilId))
      .groupBy(listings.bodyType);
    expect(bodies.map(({ bodyType, n }) => `${bodyType}:${n}`).sort()).toEqual([
      'Hatchback:1',
      'Stationcar:45',
    ]);
    const group = await latestAuditGroup(ctx, cookie, 'listing_selection');
    expect(group.entry).toMatchObject({
      action: 'bulk_edit',
      groupSize: 45,
      after: { body_type: 'Stationcar', filter },
    });
  });

  it('changes nothing when the count moved', async () => {
    const edited = await api<{ code: string; matching: number }>('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { filter: { seller_id: filterbilId }, expected_count: 45, body_type: 'SUV' },
    });
    expect(edited.status).toBe(409);
    expect(edited.body).toMatchObject({ code: 'SELECTION_CHANGED', matching: 46 });
    const suvs = await ctx.handle.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.sellerId, filterbilId), eq(listings.bodyType, 'SUV')));
    expect(suvs[0]?.n).toBe(0);
  });

  it('a ticked selection still works as before', async () => {
    const [one] = await ctx.handle.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.sellerId, filterbilId));
    const edited = await api('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids: [one?.id], status: 'inactive' },
    });
    expect(edited).toEqual({ status: 200, body: { count: 1, unchanged: 0, remembered: 0 } });
  });
});
