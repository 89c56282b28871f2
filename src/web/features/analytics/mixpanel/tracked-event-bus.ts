import type { Tracker } from '../tracker';

export type TrackedEvent = { name: string; properties: Record<string, unknown> };
export type TrackedEventListener = (event: TrackedEvent) => void;

/**
 * The tracker has no way to watch its events, so this window-free bus carries them to Mixpanel.
 * Wrap the app's tracker once with `withEventForwarding`. Whether an event goes on to Mixpanel is the
 * listener's business (the cookie banner), not the first-party setting; a failing listener never
 * reaches the caller.
 */
export function createTrackedEventBus() {
  const listeners = new Set<TrackedEventListener>();
  return {
    publish(event: TrackedEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          console.warn('Track failed silently', error);
        }
      }
    },
    subscribe(listener: TrackedEventListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TrackedEventBus = ReturnType<typeof createTrackedEventBus>;

/** The one bus of the page, shared by the tracker's wrapper and the Mixpanel forwarder. */
export const trackedEvents: TrackedEventBus = createTrackedEventBus();

/** The same tracker, but each event it takes is also published on `bus` (Mixpanel forwards them). */
export function withEventForwarding(tracker: Tracker, bus: TrackedEventBus = trackedEvents): Tracker {
  return {
    init: () => tracker.init(),
    grantConsent: () => tracker.grantConsent(),
    revokeConsent: () => tracker.revokeConsent(),
    get isEnabled() {
      return tracker.isEnabled;
    },
    track(name, properties) {
      tracker.track(name, properties);
      bus.publish({ name, properties: { ...properties } as Record<string, unknown> });
    },
  };
}
