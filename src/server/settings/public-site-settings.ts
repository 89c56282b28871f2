import type { Executor } from '../../db/client';
import { DEFAULT_RAW_EVENT_RETENTION_DAYS } from '../../domain/analytics/analytics-limits';
import type { CatalogCache } from '../catalog/catalog-cache';
import { readSettingsSection } from '../services/admin/settings/site-settings';

/** What the public pages need from Indstillinger › Websted (it goes into every page's client config). */
export type PublicSiteSettings = {
  /** PRODUCTION_HOSTS from the environment plus the hosts an administrator added: no staging banner. */
  productionHosts: string[];
  /** Shown on the information pages and used for the advertising enquiry. */
  contactEmail: string;
  /** Indstillinger › Statistik: whether the browser sends events to our own collector. */
  firstPartyEnabled: boolean;
  /** Indstillinger › Statistik: Mixpanel's project token; absent = no third party, no cookie banner. */
  mixpanelToken?: string;
  /** Indstillinger › Statistik: days raw events are kept, for the privacy page; absent = the default. */
  analyticsRetentionDays?: number;
};

/**
 * Read again whenever the catalogue version moves: a settings write bumps it (ADR 044), so a change
 * reaches this process's pages as soon as its catalogue does, without a query per page.
 */
export function publicSiteSettingsReader(
  db: Executor,
  catalog: CatalogCache,
  hostsFromEnv: readonly string[],
) {
  let cached: { value: PublicSiteSettings; version: number } | undefined;
  return async (): Promise<PublicSiteSettings> => {
    const { version } = await catalog.get();
    if (cached?.version === version) return cached.value;
    const site = await readSettingsSection(db, 'site');
    const analytics = await readSettingsSection(db, 'analytics');
    const value = {
      productionHosts: [...new Set([...hostsFromEnv, ...site.productionHosts])],
      contactEmail: site.contactEmail,
      firstPartyEnabled: analytics.firstPartyEnabled,
      ...(analytics.mixpanelToken ? { mixpanelToken: analytics.mixpanelToken } : {}),
      ...(analytics.rawEventRetentionDays !== undefined &&
      analytics.rawEventRetentionDays !== DEFAULT_RAW_EVENT_RETENTION_DAYS
        ? { analyticsRetentionDays: analytics.rawEventRetentionDays }
        : {}),
    };
    cached = { value, version };
    return value;
  };
}
