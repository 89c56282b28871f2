import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../tests/setup/test-database';
import { type AuditActor, recordAudit, startAuditGroup } from '../../../../db/audit/record-audit';
import { type DatabaseHandle, migrationsFolder } from '../../../../db/client';
import { auditLog } from '../../../../db/schema/admin';
import { user } from '../../../../db/schema/auth';
import { listings, makes, models, sellers } from '../../../../db/schema/catalog';
import { importBatches } from '../../../../db/schema/ingestion';
import { findAuditLog, latestAuditEntries } from './find-audit-log';

let handle: DatabaseHandle;
let actor: AuditActor;
const ids = {
  listing: '',
  goneListing: randomUUID(),
  seller: '',
  batch: '',
  apply: '',
  user: '',
  model: '',
};

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const [account] = await db
    .insert(user)
    .values({ id: randomUUID(), name: 'Bo', email: 'bo@test.dk', emailVerified: true })
    .returning();
  actor = { id: account?.id as string, email: 'bo@test.dk' };
  ids.user = actor.id;
  const [make] = await db.insert(makes).values({ name: 'Toyota' }).returning();
  const [model] = await db
    .insert(models)
    .values({ makeId: make?.id as string, name: 'Yaris Cross' })
    .returning();
  ids.model = model?.id as string;
  const [seller] = await db.insert(sellers).values({ name: 'Bilhuset Nord' }).returning();
  ids.seller = seller?.id as string;
  const [listing] = await db
    .insert(listings)
    .values({ makeId: make?.id as string, modelId: ids.model, sellerId: ids.seller, variant: 'Active' })
    .returning();
  ids.listing = listing?.id as string;
  const [batch] = await db.insert(importBatches).values({ sellerId: ids.seller }).returning();
  ids.batch = batch?.id as string;

  // Written in this order, so the apply (last) is the newest entry.
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'listing',
    entityId: ids.listing,
    after: { a: 1 },
  });
  await recordAudit(db, actor, { action: 'reorder', entity: 'image', entityId: ids.listing });
  await recordAudit(db, actor, {
    action: 'remember',
    entity: 'variant_facts',
    entityId: ids.model,
    after: { name: 'Toyota Yaris Cross Active', listingId: ids.listing },
  });
  await recordAudit(db, actor, { action: 'delete', entity: 'listing', entityId: ids.goneListing });
  await recordAudit(db, actor, { action: 'update', entity: 'seller', entityId: ids.seller });
  await recordAudit(db, actor, { action: 'grant_admin', entity: 'user', entityId: ids.user });
  await recordAudit(db, actor, { action: 'update', entity: 'setting', entityId: 'search_defaults' });
  const apply = startAuditGroup(db, actor);
  ids.apply = apply.id;
  for (const entityId of [ids.listing, ids.goneListing, randomUUID()]) {
    await apply.step({ action: 'update', entity: 'listing', entityId });
  }
  await apply.summarize({
    action: 'apply',
    entity: 'import_batch',
    entityId: ids.batch,
    after: { updated: 3 },
  });
});

afterAll(async () => {
  await handle?.close();
});

describe('findAuditLog', () => {
  it('names each subject in the query: a listing by make, model and variant, a seller, a user, a batch', async () => {
    const log = await findAuditLog(handle.db, {});
    const subjectOf = (entity: string, entityId: string) =>
      log.entries.find((entry) => entry.entity === entity && entry.entityId === entityId)?.subject;
    expect(subjectOf('listing', ids.listing)).toBe('Toyota Yaris Cross Active');
    expect(subjectOf('image', ids.listing)).toBe('Toyota Yaris Cross Active');
    expect(subjectOf('seller', ids.seller)).toBe('Bilhuset Nord');
    expect(subjectOf('user', ids.user)).toBe('bo@test.dk');
    expect(subjectOf('import_batch', ids.batch)).toBe('Bilhuset Nord');
    // Gone, or nothing of its own to be named by: the page falls back to what the row recorded.
    expect(subjectOf('listing', ids.goneListing)).toBeNull();
    expect(subjectOf('setting', 'search_defaults')).toBeNull();
  });

  it('shows a grouped write as its summary row with the number of steps; the steps open by group', async () => {
    const log = await findAuditLog(handle.db, {});
    expect(log.total).toBe(8);
    expect(log.entries[0]).toMatchObject({ id: ids.apply, action: 'apply', groupSize: 3, groupId: null });
    expect(log.entries.filter((entry) => entry.groupId !== null)).toEqual([]);
    expect(
      log.entries.filter((entry) => entry.id !== ids.apply).every((entry) => entry.groupSize === 0),
    ).toBe(true);

    const steps = await findAuditLog(handle.db, { group: ids.apply });
    expect(steps.total).toBe(3);
    expect(steps.entries.every((entry) => entry.groupId === ids.apply)).toBe(true);
    expect(steps.entries.map((entry) => entry.subject)).toContain('Toyota Yaris Cross Active');

    const dashboard = await latestAuditEntries(handle.db, 3);
    expect(dashboard[0]?.id).toBe(ids.apply);
  });

  it("answers one listing's history: its own rows, its images', rows that name it, steps of an apply", async () => {
    const history = await findAuditLog(handle.db, { listing: ids.listing });
    expect(history.entries.map((entry) => `${entry.entity}:${entry.action}`).sort()).toEqual([
      'image:reorder',
      'listing:update',
      'listing:update',
      'variant_facts:remember',
    ]);
    expect(history.entries.find((entry) => entry.groupId === ids.apply)).toBeDefined();
  });

  it('filters by entity including the steps of grouped writes', async () => {
    const listingRows = await findAuditLog(handle.db, { entity: 'listing' });
    expect(listingRows.total).toBe(5);
    expect(listingRows.entities).toEqual(
      expect.arrayContaining(['import_batch', 'listing', 'image', 'seller', 'setting', 'user']),
    );
  });

  it('keeps reading a row after its subject is deleted', async () => {
    await handle.db.delete(importBatches).where(eq(importBatches.id, ids.batch));
    const log = await findAuditLog(handle.db, {});
    expect(log.entries.find((entry) => entry.id === ids.apply)?.subject).toBeNull();
  });

  it('the migration grouped apply rows written before group_id by the batch each listing row names', async () => {
    const batchId = randomUUID();
    await recordAudit(handle.db, actor, { action: 'apply', entity: 'import_batch', entityId: batchId });
    const [applyRow] = await handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.entityId, batchId));
    const summary = applyRow?.id as string;
    for (const entityId of [randomUUID(), randomUUID()]) {
      await recordAudit(handle.db, actor, {
        action: 'update',
        entity: 'listing',
        entityId,
        after: { importBatchId: batchId },
      });
    }
    await recordAudit(handle.db, actor, { action: 'update', entity: 'listing', entityId: randomUUID() });
    const migration = readFileSync(`${migrationsFolder}/0015_audit_log_group.sql`, 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
    await handle.db.execute(sql.raw(backfill as string));
    const steps = await handle.db.select().from(auditLog).where(eq(auditLog.groupId, summary));
    expect(steps).toHaveLength(2);
    expect((await findAuditLog(handle.db, {})).entries.find((entry) => entry.id === summary)?.groupSize).toBe(
      2,
    );
  });
});
