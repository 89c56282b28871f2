import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  EXTRACTION_SESSIONS_PAGE_SIZE,
  type ExtractionSessionListParams,
  type ExtractionSessionListResponse,
  type ExtractionSessionStatus,
  extractionSessionStatuses,
} from '../../../../domain/ingestion/ingestion-api';
import { type SessionSummaryRow, sessionSummaryColumns, toSessionSummary } from './session-summary-sql';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Search (file name/URL, seller, who started it) and seller: the conditions the status counts share. */
function baseConditions(params: ExtractionSessionListParams): SQL {
  const conditions: SQL[] = [sql`true`];
  if (params.search) {
    const pattern = `%${escapeLike(params.search)}%`;
    conditions.push(
      sql`(s.source_label ilike ${pattern} or sl.name ilike ${pattern} or s.created_by_email ilike ${pattern})`,
    );
  }
  if (params.seller) conditions.push(sql`s.seller_id = ${params.seller}`);
  return sql.join(conditions, sql` and `);
}

/** GET /api/admin/extraction-sessions: newest first, one page, the total and the counts per status. */
export async function listExtractionSessions(
  db: Executor,
  params: ExtractionSessionListParams,
): Promise<ExtractionSessionListResponse> {
  const base = baseConditions(params);
  const where = params.status ? sql`${base} and s.status = ${params.status}` : base;
  const offset = (params.page - 1) * EXTRACTION_SESSIONS_PAGE_SIZE;
  const rows = await queryRows<SessionSummaryRow & { total: number | string }>(
    db,
    sql`select ${sessionSummaryColumns}, count(*) over () as total
        from extraction_sessions s join sellers sl on sl.id = s.seller_id
        where ${where}
        order by s.created_at desc, s.id desc
        limit ${EXTRACTION_SESSIONS_PAGE_SIZE} offset ${offset}`,
  );
  const counts = await queryRows<{ status: ExtractionSessionStatus; count: number | string }>(
    db,
    sql`select s.status, count(*) as count
        from extraction_sessions s join sellers sl on sl.id = s.seller_id
        where ${base}
        group by s.status`,
  );
  const statusCounts = Object.fromEntries(extractionSessionStatuses.map((status) => [status, 0])) as Record<
    ExtractionSessionStatus,
    number
  >;
  for (const row of counts) statusCounts[row.status] = Number(row.count);
  // A page past the end still knows the total from the counts.
  const total = rows[0]
    ? Number(rows[0].total)
    : params.status
      ? statusCounts[params.status]
      : Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  return {
    items: rows.map(toSessionSummary),
    total,
    page: params.page,
    page_size: EXTRACTION_SESSIONS_PAGE_SIZE,
    status_counts: statusCounts,
  };
}
