import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog, listings, makes, models, sellers } from '../../../../db/schema';
import type {
  CatalogMakeJson,
  CatalogMakesResponse,
  MergeResultJson,
} from '../../../../domain/catalog/make-model-schema';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';

const ctx = setupAuthApp();
let cookie: string;

beforeAll(async () => {
  cookie = await ctx.signIn(ADMIN);
});

const request = (method: string, path: string, body?: unknown) =>
  ctx.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The version a make or model has now (1 for one that is not there); make-versions.db.test.ts tests stale copies. */
async function currentVersion(id: string): Promise<number> {
  const { makes: list } = (await (await request('GET', '/api/admin/makes')).json()) as CatalogMakesResponse;
  const entry = list.flatMap((make) => [make, ...make.models]).find((candidate) => candidate.id === id);
  return entry?.version ?? 1;
}

/** An edit (PUT) is sent from a fresh copy: with the record's current version (ADR 037). */
const send = async (method: string, path: string, body?: unknown) => {
  if (method !== 'PUT' || typeof body !== 'object' || body === null || 'expectedVersion' in body) {
    return request(method, path, body);
  }
  const id = path.split('/').at(-1) ?? '';
  return request(method, path, { ...body, expectedVersion: await currentVersion(id) });
};

async function expectStatus<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

const catalogue = async () =>
  (await expectStatus<CatalogMakesResponse>(await send('GET', '/api/admin/makes'), 200)).makes;
const makeNamed = async (name: string) => {
  const make = (await catalogue()).find((entry) => entry.name === name);
  if (!make) throw new Error(`no make ${name}`);
  return make;
};
const modelOf = (make: CatalogMakeJson, name: string) => {
  const model = make.models.find((entry) => entry.name === name);
  if (!model) throw new Error(`no model ${name}`);
  return model;
};
const createMake = async (name: string, aliases: string[] = []) =>
  (await expectStatus<{ id: string }>(await send('POST', '/api/admin/makes', { name, aliases }), 201)).id;
const modelBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  aliases: [],
  default_body_type: null,
  default_fuel_type: null,
  default_seats: null,
  default_doors: null,
  ...extra,
});
const createModel = async (makeId: string, name: string, extra: Record<string, unknown> = {}) =>
  (
    await expectStatus<{ id: string }>(
      await send('POST', `/api/admin/makes/${makeId}/models`, modelBody(name, extra)),
      201,
    )
  ).id;
const auditOf = (entityId: string) =>
  ctx.handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

/** Public listings under the given names, through bulkInsertCatalog; an existing make or model is reused. */
async function insertListings(make: string, model: string, count: number) {
  const bundle = buildCatalog(
    Array.from({ length: count }, (_, i) => ({
      make,
      model,
      seller: `Sælger ${make} ${model}`,
      variant: `V${i}`,
    })),
  );
  const [existingMake] = await ctx.handle.db.select().from(makes).where(eq(makes.name, make));
  if (existingMake) {
    bundle.makes = [];
    for (const row of bundle.models) row.makeId = existingMake.id;
    for (const listing of bundle.listings) listing.makeId = existingMake.id;
    const [existingModel] = await ctx.handle.db
      .select()
      .from(models)
      .where(and(eq(models.makeId, existingMake.id), eq(models.name, model)));
    if (existingModel) {
      bundle.models = [];
      for (const listing of bundle.listings) listing.modelId = existingModel.id;
    }
  }
  await bulkInsertCatalog(ctx.handle.db, bundle);
  return bundle;
}

describe('makes: create, rename, aliases', () => {
  it('creates a make with aliases, lists it, renames it keeping the old name as an alias; every write audited', async () => {
    const id = await createMake('  Volks  wagen ', ['VW', 'vw', 'Volkswagen AG']);
    const created = await makeNamed('Volks wagen');
    expect(created).toEqual({
      id,
      name: 'Volks wagen',
      aliases: ['Volkswagen AG', 'VW'],
      listing_count: 0,
      models: [],
      version: 1,
    });

    const renamed = await send('PUT', `/api/admin/makes/${id}`, { name: 'Volkswagen', aliases: ['VW'] });
    expect(await expectStatus(renamed, 200)).toEqual({ id, changed: true, version: 2 });
    expect((await makeNamed('Volkswagen')).aliases).toEqual(['Volks wagen', 'VW']);

    // The same again changes nothing and writes no audit row.
    const again = await send('PUT', `/api/admin/makes/${id}`, {
      name: 'Volkswagen',
      aliases: ['Volks wagen', 'VW'],
    });
    expect(await expectStatus(again, 200)).toEqual({ id, changed: false, version: 2 });

    const rows = await auditOf(id);
    expect(rows.map((row) => [row.entity, row.action, row.actorEmail])).toEqual([
      ['make', 'create', ADMIN.email],
      ['make', 'rename+update_aliases', ADMIN.email],
    ]);
    expect(rows[1]?.before).toEqual({ name: 'Volks wagen', aliases: ['Volkswagen AG', 'VW'] });
    expect(rows[1]?.after).toEqual({ name: 'Volkswagen', aliases: ['VW', 'Volks wagen'] });
  });

  it('refuses a name or alias another make already answers to, in Danish, and writes nothing', async () => {
    const audi = await createMake('Audi', ['Audi AG']);
    await createMake('Cupra');
    const before = (await ctx.handle.db.select().from(auditLog)).length;
    const refusals: Array<[string, string, unknown, string, string]> = [
      [
        'POST',
        '/api/admin/makes',
        { name: 'audi' },
        'name',
        'Mærket «Audi» findes allerede. Vil du samle dem, så brug «Læg sammen» i stedet.',
      ],
      [
        'POST',
        '/api/admin/makes',
        { name: 'AUDI AG' },
        'name',
        '«AUDI AG» er allerede et alias for mærket «Audi».',
      ],
      [
        'POST',
        '/api/admin/makes',
        { name: 'Seat', aliases: ['cupra'] },
        'aliases',
        'Aliaset «cupra» er navnet på mærket «Cupra».',
      ],
      [
        'PUT',
        `/api/admin/makes/${audi}`,
        { name: 'Audi', aliases: ['Volks wagen'] },
        'aliases',
        'Aliaset «Volks wagen» bruges allerede af mærket «Volkswagen».',
      ],
      [
        'PUT',
        `/api/admin/makes/${audi}`,
        { name: 'Cupra' },
        'name',
        'Mærket «Cupra» findes allerede. Vil du samle dem, så brug «Læg sammen» i stedet.',
      ],
    ];
    for (const [method, path, body, field, message] of refusals) {
      const refused = await expectStatus<{ code: string; error: string; issues: unknown[] }>(
        await send(method, path, body),
        409,
      );
      expect(refused).toEqual({ code: 'CONFLICT', error: message, issues: [{ path: field, message }] });
    }
    expect(await ctx.handle.db.select().from(makes).where(eq(makes.name, 'Seat'))).toEqual([]);
    expect((await ctx.handle.db.select().from(auditLog)).length).toBe(before);

    const invalid = await expectStatus<{ code: string; issues: Array<{ path: string }> }>(
      await send('POST', '/api/admin/makes', { name: ' ', aliases: [''] }),
      400,
    );
    expect(invalid.issues.map((issue) => issue.path)).toEqual(['name', 'aliases.0']);
    expect((await send('PUT', '/api/admin/makes/not-a-uuid', { name: 'X' })).status).toBe(404);
    expect(
      (await send('PUT', '/api/admin/makes/00000000-0000-4000-8000-000000000000', { name: 'X' })).status,
    ).toBe(404);
  });
});

describe('models: create, rename, aliases, defaults, merge', () => {
  it('creates a model with aliases and defaults, edits it, refuses duplicates and merges two models (listings move, old name kept)', async () => {
    const bundle = await insertListings('Kia', 'EV 6', 2);
    await insertListings('Kia', 'EV6 GT', 1);
    const kia = await makeNamed('Kia');
    expect(kia.listing_count).toBe(3);
    const ev6 = modelOf(kia, 'EV 6');
    const ev6gt = modelOf(kia, 'EV6 GT');

    const ev9 = await createModel(kia.id, 'EV9', {
      aliases: ['EV 9'],
      default_body_type: 'SUV',
      default_seats: 7,
    });
    expect(modelOf(await makeNamed('Kia'), 'EV9')).toEqual({
      id: ev9,
      name: 'EV9',
      aliases: ['EV 9'],
      listing_count: 0,
      default_body_type: 'SUV',
      default_fuel_type: null,
      default_seats: 7,
      default_doors: null,
      version: 1,
    });

    // Defaults only: the action says so.
    await expectStatus(
      await send(
        'PUT',
        `/api/admin/makes/models/${ev6.id}`,
        modelBody('EV 6', { default_body_type: 'Crossover', default_fuel_type: 'Electric' }),
      ),
      200,
    );
    // Rename: the old name becomes an alias.
    await expectStatus(
      await send(
        'PUT',
        `/api/admin/makes/models/${ev6.id}`,
        modelBody('EV6', { default_body_type: 'Crossover', default_fuel_type: 'Electric' }),
      ),
      200,
    );
    expect(modelOf(await makeNamed('Kia'), 'EV6').aliases).toEqual(['EV 6']);
    expect((await auditOf(ev6.id)).map((row) => row.action)).toEqual([
      'update_defaults',
      'rename+update_aliases',
    ]);

    const refusals: Array<[string, string, unknown, string]> = [
      [
        'POST',
        `/api/admin/makes/${kia.id}/models`,
        modelBody('ev6'),
        'Modellen «EV6» findes allerede under Kia. Vil du samle dem, så brug «Læg sammen» i stedet.',
      ],
      [
        'POST',
        `/api/admin/makes/${kia.id}/models`,
        modelBody('ev 9'),
        '«ev 9» er allerede et alias for Kia EV9.',
      ],
      [
        'PUT',
        `/api/admin/makes/models/${ev6gt.id}`,
        modelBody('EV6 GT', { aliases: ['EV 6'] }),
        'Aliaset «EV 6» bruges allerede af Kia EV6.',
      ],
      [
        'PUT',
        `/api/admin/makes/models/${ev6gt.id}`,
        modelBody('EV6 GT', { aliases: ['ev9'] }),
        'Aliaset «ev9» er navnet på modellen Kia EV9.',
      ],
      [
        'POST',
        `/api/admin/makes/models/${ev6.id}/merge`,
        { into_id: ev6.id },
        'Vælg en anden model at lægge sammen med.',
      ],
    ];
    for (const [method, path, body, message] of refusals) {
      const refused = await expectStatus<{ error: string }>(await send(method, path, body), 409);
      expect(refused.error).toBe(message);
    }
    const badBody = await expectStatus<{ issues: Array<{ path: string }> }>(
      await send(
        'POST',
        `/api/admin/makes/${kia.id}/models`,
        modelBody('EV3', { default_body_type: 'Kombi' }),
      ),
      400,
    );
    expect(badBody.issues.map((issue) => issue.path)).toEqual(['default_body_type']);

    // Merge EV6 GT into EV6: its listing moves, its name becomes an alias, it is gone.
    const merged = await expectStatus<MergeResultJson>(
      await send('POST', `/api/admin/makes/models/${ev6gt.id}/merge`, { into_id: ev6.id }),
      200,
    );
    expect(merged).toEqual({ moved_listings: 1, merged_models: ['EV6 GT'] });
    const after = await makeNamed('Kia');
    expect(after.models.map((model) => [model.name, model.listing_count, model.aliases])).toEqual([
      ['EV6', 3, ['EV 6', 'EV6 GT']],
      ['EV9', 0, ['EV 9']],
    ]);
    expect(await ctx.handle.db.select().from(models).where(eq(models.id, ev6gt.id))).toEqual([]);
    const moved = await ctx.handle.db
      .select({ modelId: listings.modelId })
      .from(listings)
      .where(inArray(listings.id, bundle.ids));
    expect(moved.every((row) => row.modelId === ev6.id)).toBe(true);
    const [mergeRow] = await auditOf(ev6gt.id);
    expect(mergeRow).toMatchObject({ entity: 'model', action: 'merge' });
    expect(mergeRow?.after).toMatchObject({ into_id: ev6.id, moved_listings: 1 });
  });

  it('refuses to merge models of different makes', async () => {
    await insertListings('Hyundai', 'Ioniq 5', 1);
    const kia = await makeNamed('Kia');
    const ioniq = modelOf(await makeNamed('Hyundai'), 'Ioniq 5');
    const refused = await expectStatus<{ error: string }>(
      await send('POST', `/api/admin/makes/models/${ioniq.id}/merge`, { into_id: modelOf(kia, 'EV6').id }),
      409,
    );
    expect(refused.error).toBe(
      'Modeller kan kun lægges sammen under samme mærke: Hyundai Ioniq 5 og Kia EV6 hører til hver sit. Læg mærkerne sammen først.',
    );
  });
});

describe('merging makes', () => {
  it('moves models and listings, folds a model the target already has, keeps names as aliases; the public catalogue shows the new names', async () => {
    await insertListings('Volkswagen', 'Golf', 1);
    const vwListings = await insertListings('VW Group', 'Golf', 2);
    await insertListings('VW Group', 'ID 4', 1);
    const source = await makeNamed('VW Group');
    const target = await makeNamed('Volkswagen');
    await expectStatus(
      await send('PUT', `/api/admin/makes/${source.id}`, { name: 'VW Group', aliases: ['VAG'] }),
      200,
    );
    const id4 = modelOf(source, 'ID 4');
    await expectStatus(
      await send('PUT', `/api/admin/makes/models/${id4.id}`, modelBody('ID 4', { aliases: ['ID4'] })),
      200,
    );
    const [seller] = await ctx.handle.db
      .update(sellers)
      .set({ makeId: source.id })
      .where(eq(sellers.name, 'Sælger VW Group Golf'))
      .returning();

    const filtersBefore = await expectStatus<ListingFilters>(await send('GET', '/api/filters'), 200);
    expect(filtersBefore.makes.map((make) => make.name)).toContain('VW Group');

    const merged = await expectStatus<MergeResultJson>(
      await send('POST', `/api/admin/makes/${source.id}/merge`, { into_id: target.id }),
      200,
    );
    expect(merged).toEqual({ moved_listings: 3, merged_models: ['Golf'] });
    const volkswagen = await makeNamed('Volkswagen');
    expect(volkswagen.aliases).toEqual(['VAG', 'Volks wagen', 'VW', 'VW Group']);
    expect(volkswagen.models.map((model) => [model.name, model.listing_count, model.aliases])).toEqual([
      ['Golf', 3, []],
      ['ID 4', 1, ['ID4']],
    ]);
    expect((await catalogue()).some((make) => make.id === source.id)).toBe(false);
    const movedRows = await ctx.handle.db
      .select({ makeId: listings.makeId, modelId: listings.modelId })
      .from(listings)
      .where(inArray(listings.id, vwListings.ids));
    expect(movedRows).toEqual([
      { makeId: target.id, modelId: modelOf(volkswagen, 'Golf').id },
      { makeId: target.id, modelId: modelOf(volkswagen, 'Golf').id },
    ]);
    const [movedSeller] = await ctx.handle.db
      .select()
      .from(sellers)
      .where(eq(sellers.id, seller?.id as string));
    expect(movedSeller?.makeId).toBe(target.id);
    const [row] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, source.id), eq(auditLog.action, 'merge')));
    expect(row).toMatchObject({ entity: 'make', before: { name: 'VW Group' } });

    // The public filters read the new names at once (this process's cache was invalidated).
    const filters = await expectStatus<ListingFilters>(await send('GET', '/api/filters'), 200);
    const names = filters.makes.map((make) => make.name);
    expect(names).not.toContain('VW Group');
    expect(
      filters.makes.find((make) => make.name === 'Volkswagen')?.models.map((model) => model.name),
    ).toEqual(['Golf', 'ID 4']);
  });

  it('refuses a merge whose moved model alias is another model of the target, and a merge into itself', async () => {
    await insertListings('Peugeot', 'e-208', 1);
    await insertListings('Peugeot Sport', '208 GTi', 1);
    const peugeot = await makeNamed('Peugeot');
    const sport = await makeNamed('Peugeot Sport');
    await expectStatus(
      await send(
        'PUT',
        `/api/admin/makes/models/${modelOf(sport, '208 GTi').id}`,
        modelBody('208 GTi', { aliases: ['E-208'] }),
      ),
      200,
    );
    const refused = await expectStatus<{ error: string }>(
      await send('POST', `/api/admin/makes/${sport.id}/merge`, { into_id: peugeot.id }),
      409,
    );
    expect(refused.error).toBe(
      'Peugeot Sport 208 GTi kan ikke flyttes: Aliaset «E-208» er navnet på modellen Peugeot e-208. Ret aliaset først.',
    );
    expect((await makeNamed('Peugeot Sport')).listing_count).toBe(1);
    const self = await expectStatus<{ error: string }>(
      await send('POST', `/api/admin/makes/${sport.id}/merge`, { into_id: sport.id }),
      409,
    );
    expect(self.error).toBe('Vælg et andet mærke at lægge sammen med.');
  });
});
