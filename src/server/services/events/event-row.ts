import type { AnalyticsEvent } from '../../../domain/analytics/analytics-event';
import type { EventRow } from './store-event-batch';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's clock cannot be trusted: a missing or non-numeric time is the receipt time, others are clamped. */
export function clampOccurredAt(clientTime: unknown, receivedAt: Date): Date {
  const received = receivedAt.getTime();
  if (typeof clientTime !== 'number' || !Number.isFinite(clientTime)) return receivedAt;
  return new Date(Math.min(received + DAY_MS, Math.max(received - DAY_MS, Math.round(clientTime))));
}

/** The columns the admin's aggregations group by, copied out of the validated event. */
export function toEventRow(event: AnalyticsEvent, clientTime: unknown, receivedAt: Date): EventRow {
  const fields = event as Partial<Record<string, unknown>>;
  return {
    occurredAt: clampOccurredAt(clientTime, receivedAt),
    event: event.event,
    // The collector sets it (ADR 050); a batch without one never reaches here.
    sessionId: event.session_id ?? '',
    path: event.path,
    pageType: stringOrNull(fields.page_type),
    // The contract allows any short id; only UUIDs (our listing and seller ids) fit the uuid columns.
    listingId: uuidOrNull(fields.listing_id),
    sellerId: uuidOrNull(fields.seller_id),
    resultsSessionId: stringOrNull(fields.results_session_id),
    properties: event,
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function uuidOrNull(value: unknown): string | null {
  return typeof value === 'string' && UUID_PATTERN.test(value) ? value.toLowerCase() : null;
}
