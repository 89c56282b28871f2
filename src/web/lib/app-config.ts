/**
 * Settings the server puts into index.html as `<script id="app-config" type="application/json">`,
 * so the app has them on its first render without a request (ADR 009). Absent (Vite dev server,
 * tests) means defaults: no production hosts, i.e. every host is non-production, and the default
 * contact address.
 */
export type AppConfig = {
  productionHosts: string[];
  contactEmail: string;
  /** Send analytics events to our own collector (Indstillinger › Statistik; on unless switched off). */
  firstPartyEnabled: boolean;
  /** Mixpanel's project token, only when one is configured: then the cookie banner is shown. */
  mixpanelToken?: string;
  /** Days the collector keeps raw events (Indstillinger › Statistik), only when not the default. */
  analyticsRetentionDays?: number;
};

export const DEFAULT_CONTACT_EMAIL = 'kontakt@leasingmatch.dk';
const MIXPANEL_TOKEN = /^[0-9a-f]{32}$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i;

export const APP_CONFIG_ELEMENT_ID = 'app-config';

export function parseAppConfig(text: string | null | undefined): AppConfig {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    const {
      productionHosts: hosts,
      contactEmail,
      firstPartyEnabled,
      mixpanelToken,
      analyticsRetentionDays: days,
    } = value as {
      productionHosts?: unknown;
      contactEmail?: unknown;
      firstPartyEnabled?: unknown;
      mixpanelToken?: unknown;
      analyticsRetentionDays?: unknown;
    };
    return {
      productionHosts: Array.isArray(hosts)
        ? hosts.filter((host): host is string => typeof host === 'string').map((host) => host.toLowerCase())
        : [],
      contactEmail:
        typeof contactEmail === 'string' && EMAIL.test(contactEmail) ? contactEmail : DEFAULT_CONTACT_EMAIL,
      firstPartyEnabled: firstPartyEnabled !== false,
      ...(typeof mixpanelToken === 'string' && MIXPANEL_TOKEN.test(mixpanelToken) ? { mixpanelToken } : {}),
      ...(Number.isInteger(days) && (days as number) > 0 ? { analyticsRetentionDays: days as number } : {}),
    };
  } catch {
    return { productionHosts: [], contactEmail: DEFAULT_CONTACT_EMAIL, firstPartyEnabled: true };
  }
}

let cached: AppConfig | undefined;

/** On the server (entry-server.tsx), where there is no document to read the config from. */
export function provideAppConfig(config: AppConfig): void {
  cached = parseAppConfig(JSON.stringify(config));
}

export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(
    typeof document === 'undefined' ? undefined : document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent,
  );
  return cached;
}

export type SiteEnvironment = 'production' | 'staging' | 'development';

/** decisions.md §8: production = host in PRODUCTION_HOSTS; DEV on localhost/127.0.0.1; else STAGING. */
export function siteEnvironment(hostname: string, productionHosts: readonly string[]): SiteEnvironment {
  const host = hostname.toLowerCase();
  if (productionHosts.includes(host)) return 'production';
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1')
    return 'development';
  return 'staging';
}
