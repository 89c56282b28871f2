import { sql } from 'drizzle-orm';
import type { ExtractionSessionSummary } from '../../../../domain/ingestion/ingestion-api';

/** The columns of ExtractionSessionSummary, from `extraction_sessions s join sellers sl`. */
export const sessionSummaryColumns = sql`
  s.id, s.seller_id, sl.name as seller_name, s.source_kind, s.source_label, s.requested_extractor,
  s.extractor, s.status, s.progress, s.step, s.error_message, s.cars_found, s.offers_found, s.batch_id,
  s.created_at, s.started_at, s.finished_at,
  case when s.started_at is null then null
    else floor(extract(epoch from (coalesce(s.finished_at, now()) - s.started_at)) * 1000)::bigint
  end as duration_ms,
  s.created_by_email`;

type Timestamp = Date | string;
export type SessionSummaryRow = Omit<
  ExtractionSessionSummary,
  'created_at' | 'started_at' | 'finished_at' | 'duration_ms'
> & {
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  duration_ms: number | string | null;
};

/** A timestamp from a raw query (PGlite and node-postgres differ) as an ISO string. */
export function isoTime(value: Timestamp): string;
export function isoTime(value: Timestamp | null): string | null;
export function isoTime(value: Timestamp | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toSessionSummary(row: SessionSummaryRow): ExtractionSessionSummary {
  return {
    id: row.id,
    seller_id: row.seller_id,
    seller_name: row.seller_name,
    source_kind: row.source_kind,
    source_label: row.source_label,
    requested_extractor: row.requested_extractor,
    extractor: row.extractor,
    status: row.status,
    progress: Number(row.progress),
    step: row.step,
    error_message: row.error_message,
    cars_found: numberOrNull(row.cars_found),
    offers_found: numberOrNull(row.offers_found),
    batch_id: row.batch_id,
    created_at: isoTime(row.created_at),
    started_at: isoTime(row.started_at),
    finished_at: isoTime(row.finished_at),
    duration_ms: numberOrNull(row.duration_ms),
    created_by_email: row.created_by_email,
  };
}
