import { useSyncExternalStore } from 'react';
import { type ConsentState, SERVER_CONSENT_STATE } from './consent-store';
import { pageConsentStore } from './page-consent';

const subscribe = (listener: () => void) => pageConsentStore().subscribe(listener);
const getSnapshot = () => pageConsentStore().getSnapshot();
const getServerSnapshot = () => SERVER_CONSENT_STATE;

/** The visitor's consent; the server snapshot (nothing known) while rendering on the server and hydrating. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
