import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { type StaleVersionAnswer, staleVersionMessage } from '../../../../domain/admin/record-version';
import type { CatalogMakesResponse } from '../../../../domain/catalog/make-model-schema';
import { ensureAccount } from '../../../auth/accounts';

// Issue 26, finding 4 (ADR 037): two admins edit the same make or model from the same copy; the later
// save is refused with 409 STALE_VERSION, not written over the first.
const ctx = setupAuthApp();
const OTHER_ADMIN = { email: 'anden.admin@test.dk', password: 'anden-admin-password-1' };
let adminA = '';
let adminB = '';

beforeAll(async () => {
  await ensureAccount(ctx.auth, ctx.handle.db, { ...OTHER_ADMIN, admin: true });
  adminA = await ctx.signIn(ADMIN);
  adminB = await ctx.signIn(OTHER_ADMIN);
});

async function api<T>(cookie: string, method: string, path: string, body?: unknown) {
  const response = await ctx.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const catalogue = async (cookie: string) =>
  (await api<CatalogMakesResponse>(cookie, 'GET', '/api/admin/makes')).body.makes;
const makeNamed = async (cookie: string, name: string) => {
  const make = (await catalogue(cookie)).find((entry) => entry.name === name);
  if (!make) throw new Error(`no make ${name}`);
  return make;
};
const modelOf = async (cookie: string, makeName: string, modelName: string) => {
  const model = (await makeNamed(cookie, makeName)).models.find((entry) => entry.name === modelName);
  if (!model) throw new Error(`no model ${modelName}`);
  return model;
};

function expectStale(
  answer: { status: number; body: StaleVersionAnswer & { error: string } },
  version: number,
) {
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({
    code: 'STALE_VERSION',
    currentVersion: version,
    changedBy: ADMIN.email,
  });
  expect(answer.body.message).toBe(staleVersionMessage(answer.body));
  expect(answer.body.error).toBe(answer.body.message);
}

describe('models', () => {
  it("refuses B's save from the copy A also edited: A's aliases and body type stay; B reloads and saves", async () => {
    const make = await api<{ id: string }>(adminA, 'POST', '/api/admin/makes', {
      name: 'Cupra',
      aliases: [],
    });
    expect(make.status).toBe(201);
    const created = await api<{ id: string }>(adminA, 'POST', `/api/admin/makes/${make.body.id}/models`, {
      name: 'Born',
      aliases: [],
    });
    expect(created.status).toBe(201);
    const path = `/api/admin/makes/models/${created.body.id}`;
    const seenByA = await modelOf(adminA, 'Cupra', 'Born');
    const seenByB = await modelOf(adminB, 'Cupra', 'Born');
    expect(seenByA.version).toBe(1);
    expect(seenByB.version).toBe(seenByA.version);

    const body = (seen: typeof seenByA, changes: Record<string, unknown>) => ({
      name: seen.name,
      aliases: seen.aliases,
      default_body_type: seen.default_body_type,
      default_fuel_type: seen.default_fuel_type,
      default_seats: seen.default_seats,
      default_doors: seen.default_doors,
      ...changes,
      expectedVersion: seen.version,
    });
    const savedByA = await api(
      adminA,
      'PUT',
      path,
      body(seenByA, { aliases: ['Born EV'], default_body_type: 'SUV' }),
    );
    expect(savedByA).toEqual({ status: 200, body: { id: created.body.id, changed: true, version: 2 } });

    const refused = await api<StaleVersionAnswer & { error: string }>(
      adminB,
      'PUT',
      path,
      body(seenByB, { default_seats: 5 }),
    );
    expectStale(refused, 2);
    expect(await modelOf(adminA, 'Cupra', 'Born')).toMatchObject({
      aliases: ['Born EV'],
      default_body_type: 'SUV',
      default_seats: null,
      version: 2,
    });

    const reloaded = await modelOf(adminB, 'Cupra', 'Born');
    const savedByB = await api(adminB, 'PUT', path, body(reloaded, { default_seats: 5 }));
    expect(savedByB).toEqual({ status: 200, body: { id: created.body.id, changed: true, version: 3 } });
    expect(await modelOf(adminA, 'Cupra', 'Born')).toMatchObject({
      aliases: ['Born EV'],
      default_body_type: 'SUV',
      default_seats: 5,
    });

    const withoutVersion = await api<{ code: string }>(adminB, 'PUT', path, { name: 'Born', aliases: [] });
    expect(withoutVersion.status).toBe(400);
    expect(withoutVersion.body.code).toBe('VALIDATION');
  });

  it('a merge into a model moves its version on, so a form opened before the merge is stale', async () => {
    const make = await api<{ id: string }>(adminA, 'POST', '/api/admin/makes', {
      name: 'Smart',
      aliases: [],
    });
    const into = await api<{ id: string }>(adminA, 'POST', `/api/admin/makes/${make.body.id}/models`, {
      name: '#1',
      aliases: [],
    });
    const from = await api<{ id: string }>(adminA, 'POST', `/api/admin/makes/${make.body.id}/models`, {
      name: 'Hashtag One',
      aliases: [],
    });
    const seenByB = await modelOf(adminB, 'Smart', '#1');
    expect(
      (await api(adminA, 'POST', `/api/admin/makes/models/${from.body.id}/merge`, { into_id: into.body.id }))
        .status,
    ).toBe(200);
    expect((await modelOf(adminA, 'Smart', '#1')).aliases).toEqual(['Hashtag One']);
    const refused = await api<StaleVersionAnswer & { error: string }>(
      adminB,
      'PUT',
      `/api/admin/makes/models/${into.body.id}`,
      { name: '#1', aliases: ['One'], expectedVersion: seenByB.version },
    );
    expectStale(refused, seenByB.version + 1);
    expect((await modelOf(adminA, 'Smart', '#1')).aliases).toEqual(['Hashtag One']);
  });
});

describe('makes', () => {
  it("refuses B's rename from the copy A also edited: A's aliases stay; a repeat of A's own save is not stale", async () => {
    const created = await api<{ id: string }>(adminA, 'POST', '/api/admin/makes', {
      name: 'Škoda',
      aliases: [],
    });
    const path = `/api/admin/makes/${created.body.id}`;
    const seenByA = await makeNamed(adminA, 'Škoda');
    const seenByB = await makeNamed(adminB, 'Škoda');
    expect(seenByA.version).toBe(1);

    const savedByA = await api(adminA, 'PUT', path, {
      name: 'Škoda',
      aliases: ['Skoda'],
      expectedVersion: seenByA.version,
    });
    expect(savedByA).toEqual({ status: 200, body: { id: created.body.id, changed: true, version: 2 } });
    // Saving the same again from the new version changes nothing and keeps the version.
    const unchanged = await api(adminA, 'PUT', path, {
      name: 'Škoda',
      aliases: ['Skoda'],
      expectedVersion: 2,
    });
    expect(unchanged).toEqual({ status: 200, body: { id: created.body.id, changed: false, version: 2 } });

    const refused = await api<StaleVersionAnswer & { error: string }>(adminB, 'PUT', path, {
      name: 'Skoda Auto',
      aliases: [],
      expectedVersion: seenByB.version,
    });
    expectStale(refused, 2);
    expect(await makeNamed(adminA, 'Škoda')).toMatchObject({ aliases: ['Skoda'], version: 2 });
  });

  it('a refused rename (name taken) leaves the version where it was', async () => {
    await api(adminA, 'POST', '/api/admin/makes', { name: 'Lynk & Co', aliases: [] });
    const created = await api<{ id: string }>(adminA, 'POST', '/api/admin/makes', {
      name: 'Lynk',
      aliases: [],
    });
    const refused = await api(adminA, 'PUT', `/api/admin/makes/${created.body.id}`, {
      name: 'Lynk & Co',
      aliases: [],
      expectedVersion: 1,
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { code: string }).code).toBe('CONFLICT');
    expect((await makeNamed(adminA, 'Lynk')).version).toBe(1);
  });
});
