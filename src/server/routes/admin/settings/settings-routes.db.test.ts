import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { auditLog } from '../../../../db/schema/admin';
import { DEFAULT_SETTINGS, type SettingsResponse } from '../../../../domain/admin/settings-schema';
import { readSettingsSection } from '../../../services/admin/settings/site-settings';

const ctx = setupAuthApp();
let cookie: string;

beforeAll(async () => {
  cookie = await ctx.signIn(ADMIN);
});

const put = (section: string, body: unknown) =>
  ctx.request(`/api/admin/settings/${section}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const read = async () => {
  const response = await ctx.request('/api/admin/settings', { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as SettingsResponse;
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
    });
    expect(typeof settings.environment.llmApiKeySet).toBe('boolean');
    expect(JSON.stringify(settings)).not.toContain('LLM_API_KEY');
  });

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
});
