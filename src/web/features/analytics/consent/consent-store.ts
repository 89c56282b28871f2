import type { KeyValueStorage } from '../../../../domain/analytics/tracking-deps';
import { type ConsentChoice, readConsent, type StoredConsent, writeConsent } from './consent-storage';

export type ConsentState = {
  /** False on the server and while hydrating: storage is unknown there, so no banner is rendered. */
  ready: boolean;
  stored: StoredConsent | undefined;
  /** The visitor opened the banner again from "Cookieindstillinger". */
  reopened: boolean;
};

export const SERVER_CONSENT_STATE: ConsentState = { ready: false, stored: undefined, reopened: false };

export const isBannerOpen = (state: ConsentState) => state.ready && (!state.stored || state.reopened);

/** The choice of this browser, for `useSyncExternalStore`; window-free (storage and clock injected). */
export function createConsentStore(storage: KeyValueStorage, now: () => Date = () => new Date()) {
  let state: ConsentState = { ready: true, stored: readConsent(storage), reopened: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ConsentState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    choose(choice: ConsentChoice) {
      set({ stored: writeConsent(storage, choice, now()), reopened: false });
    },
    reopen() {
      set({ reopened: true });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
