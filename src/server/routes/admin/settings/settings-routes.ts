import { Hono } from 'hono';
import { z } from 'zod/mini';
import { versionedSetting } from '../../../../db/record-version/versioned-settings-users-batches';
import { expectedVersionField } from '../../../../domain/admin/record-version';
import {
  isSettingsSection,
  type SettingsResponse,
  type SiteSettingsValues,
  settingsSchemas,
} from '../../../../domain/admin/settings-schema';
import type { adminSettingsApi } from '../../../../domain/api/admin-settings-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody } from '../../../http-validation';
import { answerStaleVersion } from '../../../record-version/stale-version-answer';
import { readSiteSettings, saveSettingsSection } from '../../../services/admin/settings/site-settings';
import { type AdminDeps, auditActor } from '../admin-deps';

/**
 * What the environment says, for the settings page. Read from process.env (validated at start by
 * env.ts) because secrets never travel further than "set / not set".
 */
function environmentFacts(): SettingsResponse['environment'] {
  const text = (name: string) => process.env[name]?.trim() || null;
  return {
    llmApiKeySet: Boolean(text('LLM_API_KEY')),
    llmBaseUrl: text('LLM_BASE_URL'),
    llmModel: text('LLM_MODEL'),
    productionHosts: (text('PRODUCTION_HOSTS') ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    mixpanelTokenSet: Boolean(text('VITE_MIXPANEL_TOKEN')),
  };
}

/**
 * GET /api/admin/settings (every section, each with its version) and PUT /api/admin/settings/:section
 * (one section's fields beside `expectedVersion`, the version it was loaded at; ADR 037).
 */
export function settingsRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const stored = await readSiteSettings(deps.db);
      return c.json({ ...stored, environment: environmentFacts() } satisfies ResponseOf<
        typeof adminSettingsApi.settings
      >);
    })
    .put('/:section', async (c) => {
      const section = c.req.param('section');
      if (!isSettingsSection(section)) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, z.extend(settingsSchemas[section], expectedVersionField));
      if (body.response) return body.response;
      const { expectedVersion, ...fields } = body.data;
      const value = fields as SiteSettingsValues[typeof section];
      const actor = auditActor(c.get('admin'));
      const result = await saveSettingsSection(deps.db, actor, section, value, expectedVersion);
      if (result.kind === 'stale') {
        return answerStaleVersion(c, deps.db, versionedSetting, section, result.currentVersion);
      }
      return c.json({
        section,
        value,
        changed: result.changed,
        version: result.version,
      } satisfies ResponseOf<typeof adminSettingsApi.saveSection>);
    });
}
