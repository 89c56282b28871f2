import { captureFirstTouchUtm } from '../../../../domain/analytics/first-touch-utm';
import { type KeyValueStorage, memoryStorage } from '../../../../domain/analytics/tracking-deps';
import { loadMixpanel } from '../mixpanel/load-mixpanel';
import { createMixpanelForwarder, type MixpanelForwarder } from '../mixpanel/mixpanel-forwarder';
import { trackedEvents } from '../mixpanel/tracked-event-bus';
import { type ConsentStore, createConsentStore } from './consent-store';

function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('leasingmatch-consent');
    return storage;
  } catch {
    return memoryStorage();
  }
}

let store: ConsentStore | undefined;
let forwarder: { token: string; value: MixpanelForwarder } | undefined;

/** The page's consent store; call only in the browser (effects, handlers, client snapshots). */
export function pageConsentStore(): ConsentStore {
  store ??= createConsentStore(browserStorage());
  return store;
}

/** The page's Mixpanel forwarder for `token`; call only in the browser. */
export function pageMixpanelForwarder(token: string): MixpanelForwarder {
  if (forwarder?.token !== token) {
    const value = createMixpanelForwarder({
      token,
      load: loadMixpanel,
      bus: trackedEvents,
      firstTouchUtm: () =>
        captureFirstTouchUtm(new URLSearchParams(window.location.search), browserStorage()),
    });
    forwarder = { token, value };
  }
  return forwarder.value;
}
