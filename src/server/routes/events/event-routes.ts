import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../../../db/client';
import { MAX_EVENT_BYTES, MAX_EVENTS_PER_BATCH } from '../../../domain/analytics/analytics-event';
import type { ResponseOf } from '../../../domain/api/endpoint';
import type { eventsApi } from '../../../domain/api/events-api';
import { clientIp } from '../../auth/client-ip';
import { jsonError } from '../../http-error';
import { logger } from '../../logging/logger';
import { isMultipart } from '../../middleware/bounded-json';
import { eventBatchCollector } from '../../services/events/collect-event-batch';

/** POST /api/events applies this limit itself, instead of the API's JSON body limit. */
export const EVENTS_PATH = /^\/api\/events\/?$/;
/** A full batch of maximum-size events, plus room for the envelope. */
export const MAX_BATCH_BODY_BYTES = MAX_EVENTS_PER_BATCH * MAX_EVENT_BYTES + 16 * 1024;
/** Generous for a real visitor (a batch every few seconds, beacons on page hide); a flood gets 429. */
export const EVENT_REQUESTS_PER_MINUTE = 120;
/**
 * Bytes of events one client (an IPv4 address, an IPv6 /64) may send per UTC day (ADR 050): a long visit
 * sends ~50 KB, so this leaves room for a household or office behind one address, and bounds what one
 * address can add to the database to 4 MB a day, kept only for the retention days of Indstillinger.
 */
export const EVENT_BYTES_PER_CLIENT_PER_DAY = 4_000_000;

export type EventRoutesOptions = {
  db: Database;
  trustedProxyHeader?: string | undefined;
  requestsPerMinute?: number;
  bytesPerDay?: number;
  now?: () => Date;
};

/**
 * The first-party analytics collector (ADR 021, 050). Takes `{ events }` as JSON, also sent as text/plain
 * (navigator.sendBeacon with a string); stores the valid events and answers 202 `{ accepted, dropped }`,
 * or 429 once the client is over its requests per minute or its bytes per day.
 * No cookies, no auth; the API's same-origin-writes check already lets our own beacons through.
 */
export function eventRoutes(options: EventRoutesOptions) {
  const now = options.now ?? (() => new Date());
  const collect = eventBatchCollector(options.db, {
    requestsPerMinute: options.requestsPerMinute ?? EVENT_REQUESTS_PER_MINUTE,
    bytesPerDay: options.bytesPerDay ?? EVENT_BYTES_PER_CLIENT_PER_DAY,
  });
  return new Hono().post(
    '/',
    bodyLimit({ maxSize: MAX_BATCH_BODY_BYTES, onError: (c) => jsonError(c, 'PAYLOAD_TOO_LARGE') }),
    async (c) => {
      // The nesting scan (ADR 027) leaves multipart bodies alone, so none is read as JSON.
      if (isMultipart(c.req.header('content-type'))) return jsonError(c, 'VALIDATION');
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return jsonError(c, 'VALIDATION');
      }
      const client = {
        address: clientIp(c, options.trustedProxyHeader),
        userAgent: c.req.header('user-agent'),
      };
      const collected = await collect(body, client, now());
      if (collected.kind === 'malformed') return jsonError(c, 'VALIDATION');
      if (collected.kind === 'too_many') return jsonError(c, 'PAYLOAD_TOO_LARGE');
      if (collected.kind === 'throttled') {
        c.header('Retry-After', String(collected.retryAfterSeconds));
        return jsonError(c, 'TOO_MANY_REQUESTS');
      }
      if (collected.oversized > 0)
        logger.warn({ count: collected.oversized }, 'Analytics events over 32 KB dropped');
      return c.json(
        {
          accepted: collected.accepted,
          dropped: collected.invalid + collected.oversized,
        } satisfies ResponseOf<typeof eventsApi.collect>,
        202,
      );
    },
  );
}
