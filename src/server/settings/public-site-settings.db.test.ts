import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { settings } from '../../db/schema/admin';
import { CatalogCache } from '../catalog/catalog-cache';
import { publicSiteSettingsReader } from './public-site-settings';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const catalog = () => new CatalogCache(handle.db, { maxStaleMs: 0 });

describe('public site settings: the Mixpanel token', () => {
  it('is left out until an administrator saves one, so the page has no cookie banner', async () => {
    const settingsNow = await publicSiteSettingsReader(handle.db, catalog(), [])();
    expect(settingsNow).not.toHaveProperty('mixpanelToken');
  });

  it('is handed to the pages once saved under Indstillinger › Statistik', async () => {
    const token = 'abcdef0123456789abcdef0123456789';
    await handle.db
      .insert(settings)
      .values({ key: 'analytics', value: { firstPartyEnabled: true, mixpanelToken: token } });
    try {
      expect(await publicSiteSettingsReader(handle.db, catalog(), [])()).toMatchObject({
        mixpanelToken: token,
      });
    } finally {
      await handle.db.delete(settings);
    }
  });
});

describe('public site settings: the retention days (ADR 050)', () => {
  it('hands the privacy page the days set under Indstillinger › Statistik, none while the default holds', async () => {
    expect(await publicSiteSettingsReader(handle.db, catalog(), [])()).not.toHaveProperty(
      'analyticsRetentionDays',
    );
    await handle.db
      .insert(settings)
      .values({ key: 'analytics', value: { firstPartyEnabled: true, rawEventRetentionDays: 30 } });
    try {
      expect(await publicSiteSettingsReader(handle.db, catalog(), [])()).toMatchObject({
        analyticsRetentionDays: 30,
      });
    } finally {
      await handle.db.delete(settings);
    }
  });
});
