import type { AnalyticsEventInput, AnalyticsEventName } from '../../../domain/analytics/analytics-event';
import { pickEventKeys } from '../../../domain/analytics/analytics-event-keys';
import { MAX_PATH_LENGTH } from '../../../domain/analytics/analytics-limits';
import {
  isWithinPayloadLimit,
  roundEventNumbers,
  shouldSendLeaseTermsApply,
} from '../../../domain/analytics/event-values';
import type { Clock } from '../../../domain/analytics/tracking-deps';
import { deviceType, referrerHost, type Viewport } from './device-type';
import type { EventTransport, TrackWarn } from './event-transport';

type EnvelopeKey =
  | 'event'
  | 'schema_version'
  | 'session_id'
  | 'device_type'
  | 'path'
  | 'referrer_host'
  | 'feature_flags';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a caller gives for an event: everything but the envelope, which the tracker fills in. */
export type TrackProperties<Name extends AnalyticsEventName> = DistributiveOmit<
  Extract<AnalyticsEventInput, { event: Name }>,
  EnvelopeKey
>;

/** The page as it is when an event happens. */
export type PageSnapshot = { path: string; referrer: string; viewport: Viewport };

export interface TrackerDeps {
  transport: EventTransport;
  now: Clock;
  page: () => PageSnapshot;
  /** Subscribes to the page being hidden or left (`listenForPageHide`); returns the unsubscribe. */
  onPageHide?: (callback: () => void) => () => void;
  warn?: TrackWarn;
}

export interface Tracker {
  /** Starts listening for page hide; events before this are dropped. */
  init(): void;
  grantConsent(): void;
  /** Opts out: later events are dropped and the queued ones are discarded, never sent. */
  revokeConsent(): void;
  readonly isEnabled: boolean;
  /**
   * Builds, rounds and queues one event with only its contract's fields; drops one over 32 KB (with a
   * warning). Never throws. The types hold callers to the contract; the collector validates (ADR 059).
   */
  track<Name extends AnalyticsEventName>(name: Name, properties: TrackProperties<Name>): void;
}

/**
 * The browser's tracker (spec §4): it starts opted out; the app calls `init()` and `grantConsent()`
 * at start. It keeps nothing on the visitor's device: the collector gives each event its session, a
 * daily salted hash of address and user agent (ADR 050), so the first-party statistics need no banner.
 */
export function createTracker(deps: TrackerDeps): Tracker {
  const warn: TrackWarn = deps.warn ?? ((message, detail) => console.warn(message, detail));
  let initialised = false;
  let consented = false;

  const syncTransport = () => deps.transport.setEnabled(initialised && consented);

  function buildEvent(name: AnalyticsEventName, properties: object) {
    const page = deps.page();
    return {
      ...properties,
      event: name,
      schema_version: '1',
      device_type: deviceType(page.viewport),
      path: page.path.slice(0, MAX_PATH_LENGTH),
      referrer_host: referrerHost(page.referrer),
      feature_flags: {},
    };
  }

  function track(name: AnalyticsEventName, properties: object) {
    if (!initialised || !consented) return;
    const event = pickEventKeys(name, roundEventNumbers(buildEvent(name, properties)));
    if (!isWithinPayloadLimit(event, (message) => warn('Track failed silently', { event: name, message })))
      return;
    if (event.event === 'lease_terms_apply' && !shouldSendLeaseTermsApply(event)) return;
    deps.transport.enqueue({ ...event, occurred_at: Math.round(deps.now()) });
  }

  return {
    init() {
      if (initialised) return;
      initialised = true;
      try {
        deps.onPageHide?.(() => deps.transport.sendOnPageHide());
      } catch (error) {
        warn('Track failed silently', error);
      }
      syncTransport();
    },
    grantConsent() {
      consented = true;
      syncTransport();
    },
    revokeConsent() {
      consented = false;
      syncTransport();
    },
    get isEnabled() {
      return initialised && consented;
    },
    track(name, properties) {
      try {
        track(name, properties);
      } catch (error) {
        warn('Track failed silently', error);
      }
    },
  };
}
