import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { auditLog } from '../../../../db/schema/admin';
import type { StaleVersionAnswer } from '../../../../domain/admin/record-version';
import { DEFAULT_SETTINGS, type SettingsResponse } from '../../../../domain/admin/settings-schema';
import { readSettingsSection } from '../../../services/admin/settings/site-settings';

const ctx = setupAuthApp();
let cookie: string;

beforeAll(async () => {
  cookie = await ctx.signIn(ADMIN);
});

const putAs = (as: string, section: string, body: object) =>
  ctx.request(`/api/admin/settings/${section}`, {
    method: 'PUT',
    headers: { cookie: as, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const read = async (as = cookie) => {
  const response = await ctx.request('/api/admin/settings', { headers: { cookie: as } });
  expect(response.status).toBe(200);
  return (await response.json()) as SettingsResponse;
};

/** A save from the section as just loaded, as the form sends it. */
const put = async (section: string, body: object) => {
  const versions = (await read()).versions as Record<string, number>;
  return putAs(cookie, section, { ...body, expectedVersion: versions[section] ?? 0 });
};

describe('/api/admin/settings', () => {
  it('answers the defaults and the environment facts before anything is saved', async () => {
    const settings = await read();
    expect(settings.values).toEqual(DEFAULT_SETTINGS);
    expect(settings.savedAt).toEqual({
      site: null,
      search_defaults: null,
      ai_provider: null,
      analytics: null,
      energy_prices: null,
      price_list_refetch: null,
      enquiries: null,
    });
    expect(settings.versions).toEqual({
      site: 0,
      search_defaults: 0,
      ai_provider: 0,
      analytics: 0,
      energy_prices: 0,
      price_list_refetch: 0,
      enquiries: 0,
    });
    expect(typeof settings.environment.llmApiKeySet).toBe('boolean');
    expect(JSON.stringify(settings)).not.toContain('LLM_API_KEY');
  });

  // Indstillinger › Prislister (ADR 056): off (null) or one of the offered intervals, nothing else.
  it.each([
    { intervalHours: 5, saved: false },
    { intervalHours: '24', saved: false },
    { intervalHours: 24, saved: true },
    { intervalHours: null, saved: true },
  ])(
    'price_list_refetch { intervalHours: $intervalHours } is saved: $saved',
    async ({ intervalHours, saved }) => {
      const response = await put('price_list_refetch', { intervalHours });
      expect(response.status).toBe(saved ? 200 : 400);
      if (!saved) {
        const body = (await response.json()) as { issues: { path: string; message: string }[] };
        expect(body.issues).toEqual([
          { path: 'intervalHours', message: 'Vælg hvor ofte prislisterne hentes' },
        ]);
      } else {
        expect((await read()).values.price_list_refetch).toEqual({ intervalHours });
      }
    },
  );

  it('refuses bad values with an issue per field and saves nothing', async () => {
    const response = await put('search_defaults', { mileage: 5000, term: 30, deposit: 'meget' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION');
    expect(body.issues.map((i) => i.path)).toEqual(['mileage', 'term', 'deposit']);
    expect(body.issues[0]?.message).toBe('Mindst 10.000 km/år');

    const site = await put('site', { contactEmail: 'nej', productionHosts: ['ok.dk', 'https://x'] });
    expect(((await site.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'contactEmail',
      'productionHosts.1',
    ]);
    expect((await put('unknown', {})).status).toBe(404);
    expect((await read()).savedAt.search_defaults).toBeNull();
  });

  it('saves each section, reads it back and records the change in the audit log', async () => {
    expect((await put('search_defaults', { mileage: 20000, term: 48, deposit: 15000 })).status).toBe(200);
    expect((await put('site', { contactEmail: 'Hej@Test.dk', productionHosts: ['test.dk'] })).status).toBe(
      200,
    );
    expect(
      (await put('ai_provider', { baseUrl: 'https://llm.example.dk/v1', model: 'qwen2.5-7b' })).status,
    ).toBe(200);
    expect(
      (
        await put('analytics', {
          firstPartyEnabled: false,
          mixpanelToken: '0123456789abcdef0123456789abcdef',
        })
      ).status,
    ).toBe(200);

    const settings = await read();
    expect(settings.values.search_defaults).toEqual({ mileage: 20000, term: 48, deposit: 15000 });
    expect(settings.values.site).toEqual({ contactEmail: 'hej@test.dk', productionHosts: ['test.dk'] });
    expect(settings.values.analytics.firstPartyEnabled).toBe(false);
    expect(settings.savedAt.search_defaults).not.toBeNull();
    expect(await readSettingsSection(ctx.handle.db, 'ai_provider')).toEqual({
      baseUrl: 'https://llm.example.dk/v1',
      model: 'qwen2.5-7b',
    });

    const rows = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.entityId, 'search_defaults'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: ADMIN.email,
      action: 'update',
      entity: 'setting',
      before: DEFAULT_SETTINGS.search_defaults,
      after: { mileage: 20000, term: 48, deposit: 15000 },
    });
  });

  it('records nothing when the same value is saved again', async () => {
    const before = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'setting'));
    const response = await put('search_defaults', { mileage: 20000, term: 48, deposit: 15000 });
    expect(await response.json()).toMatchObject({ changed: false });
    const after = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'setting'));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a save from a copy loaded before another admin saved, naming who and when (ADR 037)', async () => {
    const other = { email: 'anden.admin@test.dk', password: 'anden-admin-kode-1' };
    const created = await ctx.request('/api/admin/users', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...other, admin: true }),
    });
    expect(created.status).toBe(201);
    const otherCookie = await ctx.signIn(other);

    const loadedByA = await read();
    const loadedByB = await read(otherCookie);
    expect(loadedByB.versions.site).toBe(loadedByA.versions.site);
    const fromA = { contactEmail: 'a@test.dk', productionHosts: ['a.dk'] };
    const savedByA = await putAs(cookie, 'site', { ...fromA, expectedVersion: loadedByA.versions.site });
    expect(savedByA.status).toBe(200);
    const { version } = (await savedByA.json()) as { version: number };
    expect(version).toBe(loadedByA.versions.site + 1);

    const fromB = { contactEmail: 'b@test.dk', productionHosts: [] };
    const stale = await putAs(otherCookie, 'site', { ...fromB, expectedVersion: loadedByB.versions.site });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as StaleVersionAnswer;
    expect(answer).toMatchObject({ code: 'STALE_VERSION', currentVersion: version, changedBy: ADMIN.email });
    expect(Date.now() - Date.parse(answer.changedAt as string)).toBeLessThan(60_000);
    expect(answer.message).toContain(ADMIN.email);
    expect((await read()).values.site).toEqual(fromA);

    const reloaded = await read(otherCookie);
    const savedByB = await putAs(otherCookie, 'site', { ...fromB, expectedVersion: reloaded.versions.site });
    expect(savedByB.status).toBe(200);
    expect((await read()).values.site).toEqual(fromB);

    const unversioned = await putAs(otherCookie, 'site', fromB);
    expect(unversioned.status).toBe(400);
    expect(((await unversioned.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe(
      'expectedVersion',
    );
  });

  it('refuses a first save (version 0) of a section another admin has saved since', async () => {
    const first = await putAs(cookie, 'ai_provider', { model: 'a', expectedVersion: 0 });
    expect(first.status).toBe(409);
    expect(await first.json()).toMatchObject({ code: 'STALE_VERSION', currentVersion: 1 });
    expect((await read()).values.ai_provider.model).toBe('qwen2.5-7b');
  });
});
