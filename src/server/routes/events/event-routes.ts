import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../../../db/client';
import { MAX_EVENT_BYTES, MAX_EVENTS_PER_BATCH } from '../../../domain/analytics/analytics-event';
import type { ResponseOf } from '../../../domain/api/endpoint';
import type { publicApi } from '../../../domain/api/public-api';
import { clientIp } from '../../auth/client-ip';
import { jsonError } from '../../http-error';
import { logger } from '../../logging/logger';
import { isMultipart } from '../../middleware/bounded-json';
import { createClientKeys } from './client-key';
import { toEventRow } from './event-row';
import { sortEventBatch } from './sort-event-batch';
import { storeEventBatch } from './store-event-batch';

/** POST /api/events applies this limit itself, instead of the API's JSON body limit. */
export const EVENTS_PATH = /^\/api\/events\/?$/;
/** A full batch of maximum-size events, plus room for the envelope. */
export const MAX_BATCH_BODY_BYTES = MAX_EVENTS_PER_BATCH * MAX_EVENT_BYTES + 16 * 1024;
/** Generous for a real visitor (a batch every few seconds, beacons on page hide); a flood gets 429. */
export const EVENT_REQUESTS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

export type EventRoutesOptions = {
  db: Database;
  trustedProxyHeader?: string | undefined;
  requestsPerMinute?: number;
  now?: () => Date;
};

/**
 * The first-party analytics collector (ADR 021). Takes `{ events }` as JSON, also sent as text/plain
 * (navigator.sendBeacon with a string); stores the valid events and answers 202 `{ accepted, dropped }`.
 * No cookies, no auth; the API's same-origin-writes check already lets our own beacons through.
 */
export function eventRoutes(options: EventRoutesOptions) {
  const limit = options.requestsPerMinute ?? EVENT_REQUESTS_PER_MINUTE;
  const now = options.now ?? (() => new Date());
  const clientKeys = createClientKeys(options.db);
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
      const batch = sortEventBatch(body);
      if (batch.kind === 'malformed') return jsonError(c, 'VALIDATION');
      if (batch.kind === 'too_many') return jsonError(c, 'PAYLOAD_TOO_LARGE');
      const receivedAt = now();
      const { hits, inserted } = await storeEventBatch(options.db, {
        clientKey: await clientKeys(clientIp(c, options.trustedProxyHeader), receivedAt),
        windowStart: new Date(Math.floor(receivedAt.getTime() / WINDOW_MS) * WINDOW_MS),
        limit,
        receivedAt,
        rows: batch.accepted.map(({ event, clientTime }) => toEventRow(event, clientTime, receivedAt)),
      });
      if (hits > limit) {
        // The window is fixed, so the client may send again when the next minute starts.
        const windowEnd = Math.floor(receivedAt.getTime() / WINDOW_MS + 1) * WINDOW_MS;
        c.header('Retry-After', String(Math.max(1, Math.ceil((windowEnd - receivedAt.getTime()) / 1000))));
        return jsonError(c, 'TOO_MANY_REQUESTS');
      }
      if (batch.oversized > 0) logger.warn({ count: batch.oversized }, 'Analytics events over 32 KB dropped');
      return c.json(
        { accepted: inserted, dropped: batch.invalid + batch.oversized } satisfies ResponseOf<
          typeof publicApi.events
        >,
        202,
      );
    },
  );
}
