import type { KeyValueStorage } from '../../../domain/analytics/tracking-deps';
import { memoryStorage } from '../../../domain/analytics/tracking-deps';
import { createEventTransport } from './event-transport';
import { listenForPageHide } from './page-hide';
import { createTracker, type Tracker } from './tracker';

/** localStorage, or memory where it is blocked (private mode, disabled cookies). */
function localStorageOrMemory(window: Window): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('analytics.session');
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** The tracker with the browser's fetch, sendBeacon, timers, storage and page; opted out until init and consent. */
export function createBrowserTracker(window: Window): Tracker {
  const transport = createEventTransport({
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon:
      typeof window.navigator.sendBeacon === 'function'
        ? (url, data) => window.navigator.sendBeacon(url, data)
        : undefined,
    scheduler: {
      setTimeout: (callback, delayMs) => window.setTimeout(callback, delayMs),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  });
  return createTracker({
    transport,
    storage: localStorageOrMemory(window),
    now: () => Date.now(),
    random: () => Math.random(),
    page: () => ({
      path: window.location.pathname,
      referrer: window.document.referrer,
      viewport: {
        width: window.innerWidth,
        userAgent: window.navigator.userAgent,
        touch: window.navigator.maxTouchPoints > 0,
      },
    }),
    onPageHide: (callback) => listenForPageHide({ document: window.document, window }, callback),
  });
}
