import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  type PriceListSourceProblem,
  type PriceListSourcesStatus,
  STALE_AFTER_INTERVALS,
} from '../../../../domain/admin/price-list-sources';
import { readSettingsSection } from '../settings/site-settings';

type Row = {
  seller_id: string;
  seller_name: string;
  url: string;
  checked_at: string | Date | null;
  succeeded_at: string | Date | null;
  outcome: string | null;
  error: string | null;
  failing_since: string | Date | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Every saved price-list URL with its last fetch, as the dashboard shows it (ADR 056): which fail now
 * (seller, URL, since when, the Danish error) and which have not been confirmed for two intervals.
 */
export async function loadPriceListSourcesStatus(db: Executor, now: Date): Promise<PriceListSourcesStatus> {
  const { intervalHours } = await readSettingsSection(db, 'price_list_refetch');
  const rows = await queryRows<Row>(
    db,
    sql`select s.id as seller_id, s.name as seller_name, link->>'url' as url, f.checked_at, f.succeeded_at,
          f.outcome, f.error, f.failing_since
        from sellers s
        cross join lateral jsonb_array_elements(s.price_lists) as link
        left join price_list_fetches f on f.seller_id = s.id and f.url = link->>'url'
        where coalesce(link->>'url', '') <> ''
        order by s.name, link->>'url'`,
  );
  const staleBefore =
    intervalHours === null ? null : now.getTime() - STALE_AFTER_INTERVALS * intervalHours * 3_600_000;
  const problems: PriceListSourceProblem[] = [];
  for (const row of rows) {
    const base = { sellerId: row.seller_id, sellerName: row.seller_name, url: row.url };
    if (row.outcome === 'failed') {
      problems.push({ ...base, kind: 'failing', since: iso(row.failing_since), error: row.error });
    } else if (
      staleBefore !== null &&
      row.checked_at !== null &&
      (row.succeeded_at === null || new Date(row.succeeded_at).getTime() < staleBefore)
    ) {
      problems.push({ ...base, kind: 'stale', since: iso(row.succeeded_at), error: null });
    }
  }
  const checked = rows.flatMap((row) => (row.checked_at ? [new Date(row.checked_at).getTime()] : []));
  return {
    intervalHours,
    saved: rows.length,
    lastCheckedAt: checked.length > 0 ? new Date(Math.max(...checked)).toISOString() : null,
    problems,
  };
}
