import type { Executor } from '../../db/client';
import { readSettingsSection } from '../services/admin/settings/site-settings';

/**
 * The hosts without the staging banner: PRODUCTION_HOSTS from the environment plus those an
 * administrator added under Indstillinger › Websted. Read again when older than `maxStaleMs`, so a
 * change reaches every process within that time without a query per page.
 */
export function productionHostsReader(db: Executor, fromEnv: readonly string[], maxStaleMs: number) {
  let cached: { hosts: string[]; readAt: number } | undefined;
  return async (): Promise<string[]> => {
    const now = Date.now();
    if (cached && now - cached.readAt < maxStaleMs) return cached.hosts;
    const site = await readSettingsSection(db, 'site');
    const hosts = [...new Set([...fromEnv, ...site.productionHosts])];
    cached = { hosts, readAt: now };
    return hosts;
  };
}
