import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog, modelAliases, models, rememberedVariantFacts } from '../../../../db/schema';
import type { AuditLogPage } from '../../../../domain/admin/audit-log-search-params';
import type { CatalogMakesResponse } from '../../../../domain/catalog/make-model-schema';

/**
 * Issue 25: a model no listing uses can be deleted from /admin/makes (its aliases and remembered variant
 * facts with it, the model kept whole in the audit row); a model with listings is refused, saying how
 * many use it, and stays as it was.
 */

const ctx = setupAuthApp();
let cookie: string;
let makeId: string;
let usedId: string;
let bogusId: string;

const send = async <T>(method: string, path: string, body?: unknown) => {
  const response = await ctx.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
};

const modelIds = async () =>
  (await send<CatalogMakesResponse>('GET', '/api/admin/makes')).body.makes
    .find((make) => make.id === makeId)
    ?.models.map((model) => model.id);

beforeAll(async () => {
  const catalog = buildCatalog([
    { make: 'Cupra', model: 'Born', variant: 'V2' },
    { make: 'Cupra', model: 'Born', variant: 'V3', status: 'pending' },
  ]);
  await bulkInsertCatalog(ctx.handle.db, catalog);
  makeId = catalog.makes[0]?.id as string;
  usedId = catalog.models[0]?.id as string;
  const [bogus] = await ctx.handle.db
    .insert(models)
    .values({ makeId, name: 'Bron', defaultBodyType: 'Hatchback', defaultSeats: 5 })
    .returning({ id: models.id });
  bogusId = bogus?.id as string;
  await ctx.handle.db.insert(modelAliases).values({ modelId: bogusId, makeId, alias: 'Brn' });
  await ctx.handle.db.insert(rememberedVariantFacts).values({
    modelId: bogusId,
    variantKey: 'v2',
    identityKey: '?|?|?',
    retailPrice: 300_000,
  });
  cookie = await ctx.signIn(ADMIN);
});

describe('DELETE /api/admin/makes/models/:modelId (issue 25)', () => {
  it('refuses a model with listings, saying how many use it, and changes nothing', async () => {
    const refused = await send<{ code: string; error: string; listing_count: number }>(
      'DELETE',
      `/api/admin/makes/models/${usedId}`,
    );
    expect(refused).toEqual({
      status: 409,
      body: {
        code: 'MODEL_HAS_LISTINGS',
        listing_count: 2,
        error:
          'Kan ikke slettes: 2 annoncer bruger modellen. Læg den sammen med en anden model, så flyttes de med.',
      },
    });
    expect(await modelIds()).toContain(usedId);
    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.entityId, usedId));
    expect(audit).toEqual([]);
  });

  it('deletes a model without listings with its aliases and remembered facts, audited whole', async () => {
    const deleted = await send('DELETE', `/api/admin/makes/models/${bogusId}`);
    expect(deleted).toEqual({ status: 200, body: { id: bogusId, name: 'Cupra Bron' } });
    expect(await modelIds()).toEqual([usedId]);
    expect(await ctx.handle.db.select().from(modelAliases).where(eq(modelAliases.modelId, bogusId))).toEqual(
      [],
    );
    expect(
      await ctx.handle.db
        .select()
        .from(rememberedVariantFacts)
        .where(eq(rememberedVariantFacts.modelId, bogusId)),
    ).toEqual([]);

    const [row] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'model'), eq(auditLog.entityId, bogusId)));
    expect(row).toMatchObject({
      action: 'delete',
      actorEmail: ADMIN.email,
      after: null,
      before: {
        make_id: makeId,
        make: 'Cupra',
        name: 'Bron',
        aliases: ['Brn'],
        default_body_type: 'Hatchback',
        default_seats: 5,
        remembered_variants: 1,
      },
    });
    // The log reads it as a deleted model: no live subject, the name it had in `before`.
    const log = await send<AuditLogPage>('GET', '/api/admin/audit-log?entity=model');
    expect(log.body.entries[0]).toMatchObject({ action: 'delete', entityId: bogusId, subject: null });
  });

  it('answers 404 for a model that is not there', async () => {
    expect((await send('DELETE', `/api/admin/makes/models/${bogusId}`)).status).toBe(404);
    expect((await send('DELETE', '/api/admin/makes/models/not-an-id')).status).toBe(404);
  });
});
