import type { Database } from '../../../db/client';
import { createClientKeys } from './client-key';
import { toEventRow } from './event-row';
import { sortEventBatch } from './sort-event-batch';
import { storeEventBatch } from './store-event-batch';

const WINDOW_MS = 60_000;

export type CollectedEventBatch =
  /** Not `{ events: [...] }` with at least one event. */
  | { kind: 'malformed' }
  /** More events than one batch may carry. */
  | { kind: 'too_many' }
  /** Over the client's requests per minute; nothing stored. The window is fixed, so it may send again then. */
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'stored'; accepted: number; invalid: number; oversized: number };

/**
 * The first-party collector's use case (ADR 021): sorts a parsed body into valid and dropped events,
 * counts the request against its client's fixed one-minute window (keyed by a salted hash of the
 * address) and stores the valid events in the same statement.
 */
export function eventBatchCollector(db: Database, requestsPerMinute: number) {
  const clientKeys = createClientKeys(db);
  return async (
    body: unknown,
    clientAddress: string | undefined,
    receivedAt: Date,
  ): Promise<CollectedEventBatch> => {
    const batch = sortEventBatch(body);
    if (batch.kind !== 'batch') return batch;
    const { hits, inserted } = await storeEventBatch(db, {
      clientKey: await clientKeys(clientAddress, receivedAt),
      windowStart: new Date(Math.floor(receivedAt.getTime() / WINDOW_MS) * WINDOW_MS),
      limit: requestsPerMinute,
      receivedAt,
      rows: batch.accepted.map(({ event, clientTime }) => toEventRow(event, clientTime, receivedAt)),
    });
    if (hits > requestsPerMinute) {
      const windowEnd = Math.floor(receivedAt.getTime() / WINDOW_MS + 1) * WINDOW_MS;
      return {
        kind: 'throttled',
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - receivedAt.getTime()) / 1000)),
      };
    }
    return { kind: 'stored', accepted: inserted, invalid: batch.invalid, oversized: batch.oversized };
  };
}
