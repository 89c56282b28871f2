import { createEventTransport } from './event-transport';
import { listenForPageHide } from './page-hide';
import { createTracker, type Tracker } from './tracker';

/** The tracker with the browser's fetch, sendBeacon, timers and page; opted out until init and consent. */
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
    now: () => Date.now(),
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
