import { z } from 'zod/mini';
import {
  type AnalyticsEvent,
  analyticsEventSchema,
  MAX_EVENT_BYTES,
  MAX_EVENTS_PER_BATCH,
} from '../../../domain/analytics/analytics-event';
import { MAX_JSON_DEPTH, valueNestsWithin } from '../../json-nesting';
import { isStorableJson } from '../../storable-text';

export type AcceptedEvent = { event: AnalyticsEvent; clientTime: unknown };

export type SortedBatch =
  | { kind: 'batch'; accepted: AcceptedEvent[]; invalid: number; oversized: number }
  /** Not `{ events: [...] }` with at least one event. */
  | { kind: 'malformed' }
  /** More events than one batch may carry: the client halves its batch on 413. */
  | { kind: 'too_many' };

const encoder = new TextEncoder();

/**
 * Splits a parsed body into the events to store and the ones dropped: each event is measured (over
 * MAX_EVENT_BYTES is dropped) and validated on its own, so one bad event never costs the others. An event
 * nested deeper than any body we accept is invalid before JSON.stringify (recursive) measures it.
 * `occurred_at` (the client's clock, epoch milliseconds) is not part of the contract and is read here.
 */
export function sortEventBatch(body: unknown): SortedBatch {
  if (typeof body !== 'object' || body === null || !('events' in body)) return { kind: 'malformed' };
  const events = body.events;
  if (!Array.isArray(events) || events.length === 0) return { kind: 'malformed' };
  if (events.length > MAX_EVENTS_PER_BATCH) return { kind: 'too_many' };
  const accepted: AcceptedEvent[] = [];
  let invalid = 0;
  let oversized = 0;
  for (const raw of events) {
    if (!valueNestsWithin(raw, MAX_JSON_DEPTH)) {
      invalid++;
      continue;
    }
    if (encoder.encode(JSON.stringify(raw)).length > MAX_EVENT_BYTES) {
      oversized++;
      continue;
    }
    const parsed = z.safeParse(analyticsEventSchema, raw);
    // The batch is stored as one jsonb value: text it cannot hold would fail every event with it.
    if (!parsed.success || !isStorableJson(parsed.data)) {
      invalid++;
      continue;
    }
    accepted.push({ event: parsed.data, clientTime: (raw as { occurred_at?: unknown }).occurred_at });
  }
  return { kind: 'batch', accepted, invalid, oversized };
}
