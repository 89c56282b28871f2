import type { MixpanelClient } from './mixpanel-forwarder';

/** The core build only (stack notes: the default import brings session recording, ~129 kB gzip). */
export async function loadMixpanel(): Promise<MixpanelClient> {
  const module = await import('mixpanel-browser/dist/mixpanel-core.cjs.js');
  return module.default as MixpanelClient;
}
