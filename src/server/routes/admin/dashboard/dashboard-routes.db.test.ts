import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { extractionSessions, importBatches, sellers } from '../../../../db/schema';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';

const ctx = setupAuthApp();

describe('GET /api/admin/dashboard', () => {
  it('counts the catalogue, its gaps and the displayed scores', async () => {
    const catalog = buildCatalog([
      { make: 'Toyota', model: 'Yaris', status: 'active', withImage: true },
      { make: 'Toyota', model: 'Corolla', status: 'active' },
      { make: 'Toyota', model: 'Aygo X', status: 'pending', retailPrice: null, offers: [] },
      { make: 'Skoda', model: 'Enyaq', status: 'inactive', seller: 'Andet Bilhus', withImage: true },
      { make: 'Skoda', model: 'Elroq', status: 'active', retailPrice: null, seller: 'Andet Bilhus' },
    ]);
    await bulkInsertCatalog(ctx.handle.db, catalog);
    // One audit row through a real admin write, for the recent changes.
    const cookie = await ctx.signIn(ADMIN);
    const saved = await ctx.request('/api/admin/settings/site', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ contactEmail: 'info@test.dk', productionHosts: [], expectedVersion: 0 }),
    });
    expect(saved.status).toBe(200);

    const response = await ctx.request('/api/admin/dashboard', { headers: { cookie } });
    expect(response.status).toBe(200);
    const summary = (await response.json()) as DashboardSummary;

    expect(summary.listings).toEqual({ active: 3, pending: 1, inactive: 1, total: 5 });
    expect(summary.sellers).toBe(2);
    expect(summary.quality.withoutRetailPrice.count).toBe(2);
    expect(summary.quality.withoutRetailPrice.examples.map((e) => e.title).sort()).toEqual([
      'Skoda Elroq 1.8 Hybrid Active 140 HK',
      'Toyota Aygo X 1.8 Hybrid Active 140 HK',
    ]);
    expect(summary.quality.withoutImages.count).toBe(3);
    expect(summary.quality.withoutOffers).toEqual({
      count: 1,
      examples: [{ id: catalog.ids[2], title: 'Toyota Aygo X 1.8 Hybrid Active 140 HK' }],
    });
    expect(summary.makes).toEqual([
      { make: 'Toyota', active: 2, other: 1 },
      { make: 'Skoda', active: 1, other: 1 },
    ]);
    expect(summary.otherMakes).toBe(0);
    // The three active listings: two scored offers at 220.000 kr., one without a retail price.
    expect(summary.scoreBuckets.reduce((sum, b) => sum + b.count, 0)).toBe(2);
    expect(summary.scoreBuckets).toHaveLength(10);
    expect(summary.unscored).toBe(1);
    expect(summary.ingestion).toEqual({ batchesAwaitingReview: 0, recentSessions: [] });
    expect(summary.recentChanges[0]).toMatchObject({
      actorEmail: ADMIN.email,
      action: 'update',
      entity: 'setting',
      entityId: 'site',
    });
  });

  it('counts the batches waiting for review and lists the newest extractions with their seller', async () => {
    const db = ctx.handle.db;
    const [seller] = await db
      .insert(sellers)
      .values({ name: 'Importhuset' })
      .returning({ id: sellers.id, name: sellers.name });
    if (!seller) throw new Error('the seller was not inserted');
    const batches = await db
      .insert(importBatches)
      .values([
        { sellerId: seller.id, status: 'review' },
        { sellerId: seller.id, status: 'review' },
        { sellerId: seller.id, status: 'applied' },
        { sellerId: seller.id, status: 'discarded' },
      ])
      .returning({ id: importBatches.id });
    const session = (label: string, status: 'succeeded' | 'failed', createdAt: string) => ({
      sellerId: seller.id,
      batchId: batches[0]?.id,
      sourceKind: 'text' as const,
      sourceLabel: label,
      requestedExtractor: 'auto' as const,
      status,
      createdAt: new Date(createdAt),
    });
    const [older, newer] = await db
      .insert(extractionSessions)
      .values([
        session('ældre', 'succeeded', '2026-11-01T09:00:00Z'),
        session('nyere', 'failed', '2026-11-02T09:00:00Z'),
      ])
      .returning({ id: extractionSessions.id });

    const cookie = await ctx.signIn(ADMIN);
    const summary = (await (
      await ctx.request('/api/admin/dashboard', { headers: { cookie } })
    ).json()) as DashboardSummary;

    expect(summary.ingestion).toEqual({
      batchesAwaitingReview: 2,
      recentSessions: [
        { id: newer?.id, sellerName: seller.name, status: 'failed', startedAt: '2026-11-02T09:00:00.000Z' },
        {
          id: older?.id,
          sellerName: seller.name,
          status: 'succeeded',
          startedAt: '2026-11-01T09:00:00.000Z',
        },
      ],
    });
  });
});
