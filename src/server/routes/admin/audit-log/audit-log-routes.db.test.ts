import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { recordAudit } from '../../../../db/audit/record-audit';
import { auditLog } from '../../../../db/schema/admin';
import { user } from '../../../../db/schema/auth';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '../../../../domain/admin/audit-log-search-params';

const ctx = setupAuthApp();
let cookie: string;

beforeAll(async () => {
  const [admin] = await ctx.handle.db.select().from(user).where(eq(user.email, ADMIN.email));
  const actor = { id: admin?.id as string, email: ADMIN.email };
  const start = Date.UTC(2026, 10, 1);
  // 30 listing rows (two listings), 3 seller rows, at increasing times.
  for (let i = 0; i < 33; i++) {
    await recordAudit(ctx.handle.db, actor, {
      action: 'update',
      entity: i < 30 ? 'listing' : 'seller',
      entityId: i < 30 ? `listing-${i % 2}` : `seller-${i}`,
      before: { n: i },
      after: { n: i + 1 },
    });
  }
  const rows = await ctx.handle.db.select({ id: auditLog.id, after: auditLog.after }).from(auditLog);
  for (const row of rows) {
    const n = (row.after as { n: number }).n;
    await ctx.handle.db
      .update(auditLog)
      .set({ at: new Date(start + n * 60_000) })
      .where(eq(auditLog.id, row.id));
  }
  cookie = await ctx.signIn(ADMIN);
});

const page = async (query: string) => {
  const response = await ctx.request(`/api/admin/audit-log${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as AuditLogPage;
};

describe('GET /api/admin/audit-log', () => {
  it('pages the newest rows first and lists the entities for the filter', async () => {
    const first = await page('');
    expect(first.total).toBe(33);
    expect(first.pageCount).toBe(2);
    expect(first.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ entity: 'seller', actorEmail: ADMIN.email, after: { n: 33 } });
    expect(first.entities).toEqual(['listing', 'seller']);
    const second = await page('?page=2');
    expect(second.entries).toHaveLength(33 - AUDIT_LOG_PAGE_SIZE);
    expect(second.entries.at(-1)?.after).toEqual({ n: 1 });
  });

  it('filters by entity and entity id on the server', async () => {
    const listings = await page('?entity=listing');
    expect(listings.total).toBe(30);
    expect(listings.entries.every((e) => e.entity === 'listing')).toBe(true);
    const one = await page('?entity=listing&entity_id=listing-1&page=1');
    expect(one.total).toBe(15);
    expect(new Set(one.entries.map((e) => e.entityId))).toEqual(new Set(['listing-1']));
    expect((await page('?entity=user')).total).toBe(0);
  });

  it('falls back to the first page for an invalid page', async () => {
    const fallback = await page('?page=-3&entity=NOT VALID');
    expect(fallback.page).toBe(1);
    expect(fallback.total).toBe(33);
  });
});
