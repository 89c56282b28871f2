import { getAppConfig } from '../../../lib/app-config';

const MIXPANEL_TOKEN = /^[0-9a-f]{32}$/;

/**
 * The token saved under Indstillinger › Statistik, else the build's VITE_MIXPANEL_TOKEN (decisions.md
 * §7). None means no third party: no banner, no "Cookieindstillinger", nothing loaded.
 */
export function mixpanelToken(): string | undefined {
  const fromBuild = import.meta.env?.VITE_MIXPANEL_TOKEN?.trim().toLowerCase();
  return (
    getAppConfig().mixpanelToken ?? (fromBuild && MIXPANEL_TOKEN.test(fromBuild) ? fromBuild : undefined)
  );
}
