import type { UtmParams } from '../../../../domain/analytics/first-touch-utm';
import type { TrackedEventBus } from './tracked-event-bus';

export const MIXPANEL_EU_API_HOST = 'https://api-eu.mixpanel.com';

/** The part of mixpanel-browser we use (its core build's default export). */
export interface MixpanelClient {
  init(token: string, config: Record<string, unknown>): unknown;
  register(properties: Record<string, unknown>): unknown;
  track(name: string, properties?: Record<string, unknown>): unknown;
  opt_in_tracking(): void;
  opt_out_tracking(): void;
  has_opted_in_tracking(): boolean;
}

export interface MixpanelForwarderDeps {
  token: string;
  /** Imports the core build lazily: nothing of Mixpanel is fetched before the visitor accepts. */
  load: () => Promise<MixpanelClient>;
  bus: Pick<TrackedEventBus, 'subscribe'>;
  firstTouchUtm: () => UtmParams;
  warn?: (message: string, detail: unknown) => void;
}

/** Spec §9's provider defaults, on Mixpanel's EU servers, opted out until the visitor accepts. */
export const mixpanelConfig = {
  api_host: MIXPANEL_EU_API_HOST,
  persistence: 'localStorage',
  opt_out_tracking_by_default: true,
  track_pageview: false,
  autocapture: false,
  batch_size: 50,
  batch_flush_interval_ms: 5_000,
  batch_request_timeout_ms: 90_000,
  cookie_expiration: 365,
} as const;

/**
 * Sends the tracker's events to Mixpanel while the visitor's consent holds: `accept()` loads and
 * initialises the client once, opts in (Mixpanel records `$opt_in`), registers the first-touch UTM and
 * starts forwarding; `revoke()` stops forwarding and opts out. Failures are only logged.
 */
export function createMixpanelForwarder(deps: MixpanelForwarderDeps) {
  const warn = deps.warn ?? ((message, detail) => console.warn(message, detail));
  let client: Promise<MixpanelClient> | undefined;
  let unsubscribe: (() => void) | undefined;
  let wanted = false;

  const loaded = () => {
    client ??= deps.load().then((mixpanel) => {
      mixpanel.init(deps.token, mixpanelConfig);
      return mixpanel;
    });
    return client;
  };

  return {
    async accept(): Promise<void> {
      wanted = true;
      try {
        const mixpanel = await loaded();
        if (!wanted || unsubscribe) return;
        if (!mixpanel.has_opted_in_tracking()) mixpanel.opt_in_tracking();
        const utm = deps.firstTouchUtm();
        if (Object.keys(utm).length > 0) mixpanel.register(utm);
        unsubscribe = deps.bus.subscribe((event) => mixpanel.track(event.name, event.properties));
      } catch (error) {
        client = undefined;
        warn('Track failed silently', error);
      }
    },
    async revoke(): Promise<void> {
      wanted = false;
      unsubscribe?.();
      unsubscribe = undefined;
      // Never loaded (declined from the start): nothing to opt out of, and nothing to fetch.
      if (!client) return;
      try {
        (await client).opt_out_tracking();
      } catch (error) {
        warn('Track failed silently', error);
      }
    },
  };
}

export type MixpanelForwarder = ReturnType<typeof createMixpanelForwarder>;
