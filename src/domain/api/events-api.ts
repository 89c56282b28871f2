import { endpoint } from './endpoint';

/** The analytics collector (ADR 021), loaded after the first paint with the tracking runtime. */
export const eventsApi = {
  /** `{ events }`, also sent as text/plain by sendBeacon; 202 with what was stored and dropped. */
  collect: endpoint('POST', '/api/events').types<{
    body: { events: object[] };
    response: { accepted: number; dropped: number };
  }>(),
};
