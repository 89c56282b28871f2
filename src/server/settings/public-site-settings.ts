import type { Executor } from '../../db/client';
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
};

/**
 * Read again when older than `maxStaleMs`, so a change reaches every process within that time
 * without a query per page.
 */
export function publicSiteSettingsReader(db: Executor, hostsFromEnv: readonly string[], maxStaleMs: number) {
  let cached: { value: PublicSiteSettings; readAt: number } | undefined;
  return async (): Promise<PublicSiteSettings> => {
    const now = Date.now();
    if (cached && now - cached.readAt < maxStaleMs) return cached.value;
    const site = await readSettingsSection(db, 'site');
    const analytics = await readSettingsSection(db, 'analytics');
    const value = {
      productionHosts: [...new Set([...hostsFromEnv, ...site.productionHosts])],
      contactEmail: site.contactEmail,
      firstPartyEnabled: analytics.firstPartyEnabled,
      ...(analytics.mixpanelToken ? { mixpanelToken: analytics.mixpanelToken } : {}),
    };
    cached = { value, readAt: now };
    return value;
  };
}
