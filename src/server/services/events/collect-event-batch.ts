import type { Database } from '../../../db/client';
import { createClientKeys } from './client-key';
import { toEventRow } from './event-row';
import { sortEventBatch } from './sort-event-batch';
import { storeEventBatch } from './store-event-batch';

const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;
/** What a stored row costs beyond its event's JSON: its columns and index entries, roughly. */
export const EVENT_ROW_OVERHEAD_BYTES = 200;

const encoder = new TextEncoder();

export type CollectorLimits = {
  requestsPerMinute: number;
  /** Bytes of events (JSON plus EVENT_ROW_OVERHEAD_BYTES each) one client may send per UTC day. */
  bytesPerDay: number;
};

/** Who sent the batch: the address and user agent, used for the hashed key and session only. */
export type EventClient = { address: string | undefined; userAgent: string | undefined };

export type CollectedEventBatch =
  /** Not `{ events: [...] }` with at least one event. */
  | { kind: 'malformed' }
  /** More events than one batch may carry. */
  | { kind: 'too_many' }
  /**
   * Over the client's requests per minute (it may send again when the fixed window ends) or its bytes
   * today (again after midnight UTC); nothing stored.
   */
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'stored'; accepted: number; invalid: number; oversized: number };

const secondsUntil = (end: number, now: Date) => Math.max(1, Math.ceil((end - now.getTime()) / 1000));

/**
 * The first-party collector's use case (ADR 021, 050): sorts a parsed body into valid and dropped
 * events, gives them the session the server derives (a daily salted hash of address and user agent),
 * counts the request against its client's fixed one-minute window and its bytes against the client's
 * day (keyed by a salted hash of the address), and stores the valid events in the same statement.
 */
export function eventBatchCollector(db: Database, limits: CollectorLimits) {
  const clientKeys = createClientKeys(db);
  return async (body: unknown, client: EventClient, receivedAt: Date): Promise<CollectedEventBatch> => {
    const batch = sortEventBatch(body);
    if (batch.kind !== 'batch') return batch;
    const identity = await clientKeys(client.address, client.userAgent, receivedAt);
    const rows = batch.accepted.map(({ event, clientTime }) =>
      toEventRow({ ...event, session_id: identity.sessionId }, clientTime, receivedAt),
    );
    const bytes = rows.reduce(
      (sum, row) => sum + encoder.encode(JSON.stringify(row.properties)).length + EVENT_ROW_OVERHEAD_BYTES,
      0,
    );
    const stored = await storeEventBatch(db, {
      clientKey: identity.key,
      windowStart: new Date(Math.floor(receivedAt.getTime() / WINDOW_MS) * WINDOW_MS),
      limit: limits.requestsPerMinute,
      bytes,
      bytesPerDay: limits.bytesPerDay,
      receivedAt,
      rows,
    });
    if (stored.dayBytes > limits.bytesPerDay) {
      const nextDay = Math.floor(receivedAt.getTime() / DAY_MS + 1) * DAY_MS;
      return { kind: 'throttled', retryAfterSeconds: secondsUntil(nextDay, receivedAt) };
    }
    if (stored.hits > limits.requestsPerMinute) {
      const windowEnd = Math.floor(receivedAt.getTime() / WINDOW_MS + 1) * WINDOW_MS;
      return { kind: 'throttled', retryAfterSeconds: secondsUntil(windowEnd, receivedAt) };
    }
    return { kind: 'stored', accepted: stored.inserted, invalid: batch.invalid, oversized: batch.oversized };
  };
}
