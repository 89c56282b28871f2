import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import { adminExtractionApi } from '../../../../domain/api/admin-extraction-api';
import { pathOf } from '../../../../domain/api/endpoint';
import type { ExtractedPriceList } from '../../../../domain/ingestion/extracted-price-list';
import type { ExtractionSessionDetail } from '../../../../domain/ingestion/ingestion-api';
import { type SessionSummaryRow, sessionSummaryColumns, toSessionSummary } from './session-summary-sql';

type DetailRow = SessionSummaryRow & {
  error_code: string | null;
  source_file_id: string | null;
  model: string | null;
  prompt_version: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cost_micro_usd: number | string | null;
  result: ExtractedPriceList | string | null;
  warnings: string[] | null;
};

/** The most warnings the detail carries (the log keeps them all). */
const MAX_WARNINGS = 200;

const sessionSourcePath = (id: string) => pathOf(adminExtractionApi.sessionSource.path, { id });

/** GET /api/admin/extraction-sessions/:id in one query; null when there is no such session. */
export async function getExtractionSession(
  db: Executor,
  id: string,
): Promise<ExtractionSessionDetail | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${sessionSummaryColumns}, s.error_code, s.source_file_id, s.model, s.prompt_version,
          s.prompt_tokens, s.completion_tokens, s.cost_micro_usd, s.result,
          array(select l.message from extraction_session_log l
                where l.session_id = s.id and l.level = 'warn' order by l.id limit ${MAX_WARNINGS}) as warnings
        from extraction_sessions s join sellers sl on sl.id = s.seller_id
        where s.id = ${id}`,
  );
  if (!row) return null;
  const result = typeof row.result === 'string' ? (JSON.parse(row.result) as ExtractedPriceList) : row.result;
  return {
    ...toSessionSummary(row),
    error_code: row.error_code,
    source_url:
      row.source_kind === 'pdf_url'
        ? row.source_label
        : row.source_file_id
          ? sessionSourcePath(row.id)
          : null,
    model: row.model,
    prompt_version: row.prompt_version,
    prompt_tokens: row.prompt_tokens,
    completion_tokens: row.completion_tokens,
    cost_micro_usd: row.cost_micro_usd === null ? null : Number(row.cost_micro_usd),
    result,
    warnings: row.warnings ?? [],
  };
}
