import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';

export type EventRow = {
  occurredAt: Date;
  event: string;
  sessionId: string;
  path: string;
  pageType: string | null;
  listingId: string | null;
  sellerId: string | null;
  resultsSessionId: string | null;
  properties: unknown;
};

export type StoreEventBatchInput = {
  /** The hashed client key the request counts against. */
  clientKey: string;
  windowStart: Date;
  /** Requests allowed per window; the events are stored only while the count stays within it. */
  limit: number;
  /** What this batch costs against the client's daily byte budget. */
  bytes: number;
  /** Bytes a client may send per UTC day; the events are stored only while its day stays within it. */
  bytesPerDay: number;
  receivedAt: Date;
  rows: readonly EventRow[];
};

export type StoredEventBatch = {
  /** The window's request count, this one included. */
  hits: number;
  /**
   * The client's bytes today, this batch included unless it was over the request rate: a batch refused
   * for its bytes still counts, so a flood stays refused for the day.
   */
  dayBytes: number;
  inserted: number;
};

/**
 * Counts the request against its fixed window and its bytes against the client's day, and stores the
 * rows, in ONE statement (a data-modifying CTE): every server process sees the same counts, and a
 * request over either limit stores nothing.
 */
export async function storeEventBatch(db: Executor, input: StoreEventBatchInput): Promise<StoredEventBatch> {
  const hit = sql`insert into analytics_rate_limits as r (key, window_start, hits, day_bytes)
    values (${input.clientKey}, ${input.windowStart.toISOString()}::timestamptz, 1, ${input.bytes})
    on conflict (key) do update set
      hits = case when r.window_start = excluded.window_start then r.hits + 1 else 1 end,
      window_start = excluded.window_start,
      day_bytes = r.day_bytes + case
        when r.window_start = excluded.window_start and r.hits + 1 > ${input.limit} then 0
        else excluded.day_bytes end
    returning hits, day_bytes`;
  if (input.rows.length === 0) {
    const [row] = await queryRows<{ hits: number; day_bytes: number }>(
      db,
      sql`with hit as (${hit}) select hits, day_bytes from hit`,
    );
    return { hits: Number(row?.hits), dayBytes: Number(row?.day_bytes), inserted: 0 };
  }
  // One jsonb parameter instead of ten per row: PostgreSQL parses and plans it much faster.
  const rows = JSON.stringify(
    input.rows.map((row) => ({
      occurred_at: row.occurredAt.toISOString(),
      event: row.event,
      session_id: row.sessionId,
      path: row.path,
      page_type: row.pageType,
      listing_id: row.listingId,
      seller_id: row.sellerId,
      results_session_id: row.resultsSessionId,
      properties: row.properties,
    })),
  );
  const [row] = await queryRows<{ hits: number; day_bytes: number; inserted: number }>(
    db,
    sql`with hit as (${hit}),
    ins as (
      insert into analytics_events
        (received_at, occurred_at, event, session_id, path, page_type, listing_id, seller_id, results_session_id, properties)
      select ${input.receivedAt.toISOString()}::timestamptz, r.occurred_at, r.event, r.session_id, r.path, r.page_type,
        r.listing_id, r.seller_id, r.results_session_id, r.properties
      from jsonb_to_recordset(${rows}::jsonb) as r(occurred_at timestamptz, event text, session_id text, path text,
        page_type text, listing_id uuid, seller_id uuid, results_session_id text, properties jsonb)
      cross join hit where hit.hits <= ${input.limit} and hit.day_bytes <= ${input.bytesPerDay}
      returning 1
    )
    select (select hits from hit) as hits, (select day_bytes from hit) as day_bytes,
      (select count(*) from ins)::int as inserted`,
  );
  return { hits: Number(row?.hits), dayBytes: Number(row?.day_bytes), inserted: Number(row?.inserted) };
}
