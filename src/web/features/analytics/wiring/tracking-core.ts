import { createImpressionDedup } from '../../../../domain/analytics/impression-dedup';
import { createImpressionTimer } from '../../../../domain/analytics/impression-timer';
import { createLeaseTermsApplyDebouncer } from '../../../../domain/analytics/lease-terms-apply-debounce';
import { createLeaseTermsOpenThrottle } from '../../../../domain/analytics/lease-terms-open-throttle';
import { createPageViewRules } from '../../../../domain/analytics/page-view-rules';
import { currentResultsSessionId } from '../../../../domain/analytics/results-session';
import { type KeyValueStorage, memoryStorage } from '../../../../domain/analytics/tracking-deps';
import { createBrowserTracker } from '../browser-tracker';
import { withEventForwarding } from '../mixpanel/tracked-event-bus';
import type { Tracker } from '../tracker';
import { createPageViewAssembler } from './page-view-assembler';

export type ListingClickSource = { listingId: string; sourceEventId: string; container: string };

/** What a card reports when it has been seen: the listing_view's fields. */
export type ImpressionPayload = Record<string, unknown> & { listing_id: string; container: string };

/** The state the app's tracking shares (tracker, storage, timing rules), created once in the browser. */
export function createTrackingCore(
  window: Window,
  // Every tracked event also reaches the Mixpanel forwarder, which sends it on only after consent.
  tracker: Tracker = withEventForwarding(createBrowserTracker(window)),
) {
  const now = () => Date.now();
  const scheduler = {
    setTimeout: (callback: () => void, delayMs: number) => window.setTimeout(callback, delayMs),
    clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  };
  // The results session, impressions seen and first-touch UTM live in this tab's memory, never in the
  // browser's storage: the first-party statistics store nothing on the device (ADR 050). A reload starts
  // them afresh, as a new visit would.
  const tabStorage: KeyValueStorage = memoryStorage();
  const dedup = createImpressionDedup(tabStorage);
  const impressionPayloads = new Map<string, ImpressionPayload>();
  const impressionTimer = createImpressionTimer({
    scheduler,
    onImpression: (key) => {
      const payload = impressionPayloads.get(key);
      if (!payload || !tracker.isEnabled) return;
      // Read now, not when the card appeared: the results page starts a new session in its effect.
      const resultsSessionId =
        payload.container === 'results_grid' ? currentResultsSessionId(tabStorage) : undefined;
      if (
        !dedup.shouldTrack({ resultsSessionId, container: payload.container, listingId: payload.listing_id })
      )
        return;
      tracker.track('listing_view', {
        ...payload,
        ...(resultsSessionId ? { results_session_id: resultsSessionId } : {}),
      } as never);
    },
  });
  const elements = new Map<Element, string>();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const key = elements.get(entry.target);
              if (key) impressionTimer.visibilityChanged(key, entry.intersectionRatio);
            }
          },
          { threshold: [0, 0.5, 1] },
        )
      : undefined;
  window.document.addEventListener('visibilitychange', () =>
    impressionTimer.tabVisibilityChanged(window.document.visibilityState === 'visible'),
  );

  const leaseTermsApply = createLeaseTermsApplyDebouncer({
    scheduler,
    send: (event) => tracker.track('lease_terms_apply', event as never),
  });
  window.addEventListener('pagehide', () => leaseTermsApply.flush());

  return {
    tracker,
    tabStorage,
    pageViewRules: createPageViewRules({ now }),
    pageViews: createPageViewAssembler({ now, send: (view) => tracker.track('page_view', view as never) }),
    leaseTermsOpen: createLeaseTermsOpenThrottle({ now }),
    leaseTermsApply,
    configSessions: new Map<string, string>(),
    lastClick: undefined as ListingClickSource | undefined,
    pageViewsSent: 0,

    /** Watches a card; returns the function that stops watching. */
    observeImpression(element: Element, payload: ImpressionPayload): () => void {
      const key = `${payload.container}:${payload.listing_id}`;
      impressionPayloads.set(key, payload);
      elements.set(element, key);
      observer?.observe(element);
      return () => {
        observer?.unobserve(element);
        elements.delete(element);
        impressionTimer.remove(key);
      };
    },
  };
}

export type TrackingCore = ReturnType<typeof createTrackingCore>;
