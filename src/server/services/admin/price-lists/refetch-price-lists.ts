import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../../../db/client';
import type { PriceListFetchOutcome } from '../../../../db/schema';
import { ExtractionError } from '../../../ingestion/extractors/extractor';
import type { ExtractionRunnerOptions } from '../../../ingestion/run-extraction-session';
import { runSessionNow } from '../../../ingestion/run-session-now';
import { fetchPriceListUrl } from '../../../ingestion/sources/fetch-price-list-url';
import { createBatchFromSessions } from '../ingestion/create-batch-from-sessions';
import { createExtractionSession } from '../ingestion/create-extraction-session';
import { readSettingsSection } from '../settings/site-settings';

/**
 * The scheduled re-fetch of sellers' saved price-list URLs (issue 27 part 5, ADR 056). Each URL due
 * (never tried, or tried longer ago than Indstillinger › Prislister's interval) is downloaded:
 * - the same bytes as the list whose offers are live (by SHA-256) → its offers are confirmed now;
 * - the same bytes as a batch still in review → nothing new (the review is pending);
 * - other bytes → read like a manual import (an extraction session, then a batch); a batch whose every
 *   car is unchanged is the same reading: its offers are confirmed and the batch discarded; otherwise it
 *   stays open for review;
 * - a failure → kept with its Danish error and since when, for the dashboard.
 */

export type RefetchOptions = {
  /** The server's clock (serverNow). */
  now: Date;
  allowPrivateUrls: boolean;
  /** How a changed list's extraction session is run (the ingestion worker's options). */
  runner: ExtractionRunnerOptions;
  signal?: AbortSignal;
  /** Every saved URL now, whatever the interval (tests; the interval still has to be on). */
  force?: boolean;
};

export type RefetchResult = { sellerId: string; url: string; outcome: PriceListFetchOutcome | 'in_review' };

type SavedSource = {
  seller_id: string;
  url: string;
  checked_at: string | Date | null;
  content_sha256: string | null;
  failing_since: string | Date | null;
};

async function dueSources(db: Executor, now: Date, intervalHours: number, force: boolean) {
  const sources = await queryRows<SavedSource>(
    db,
    sql`select s.id as seller_id, link->>'url' as url, f.checked_at, f.content_sha256, f.failing_since
        from sellers s
        cross join lateral jsonb_array_elements(s.price_lists) as link
        left join price_list_fetches f on f.seller_id = s.id and f.url = link->>'url'
        where coalesce(link->>'url', '') <> ''
        order by s.id, link->>'url'`,
  );
  const dueBefore = now.getTime() - intervalHours * 3_600_000;
  // A check "in the future" means the clock went back (corrected, or a test clock reset): due now.
  return sources.filter((source) => {
    if (force || source.checked_at === null) return true;
    const checked = new Date(source.checked_at).getTime();
    return checked <= dueBefore || checked > now.getTime();
  });
}

/** The SHA-256 of the newest list from this URL whose batch was applied, and of one still in review. */
async function knownHashes(db: Executor, sellerId: string, url: string) {
  const rows = await queryRows<{ sha256: string; status: string; batch_id: string }>(
    db,
    sql`select f.sha256, b.status, b.id as batch_id
        from extraction_sessions es
        join files f on f.id = es.source_file_id
        join import_batches b on b.id = es.batch_id
        where es.seller_id = ${sellerId} and es.source_label = ${url} and b.status in ('applied', 'review')
        order by es.created_at desc`,
  );
  return {
    applied: rows.find((row) => row.status === 'applied')?.sha256 ?? null,
    inReview: rows.filter((row) => row.status === 'review'),
  };
}

/** Confirms the offers this URL gave the seller's listings (all of them, or those of `listingIds`). */
export async function confirmOffersFrom(
  db: Executor,
  input: { sellerId: string; url: string; at: Date; listingIds?: readonly string[] },
): Promise<number> {
  const only = input.listingIds
    ? sql`and o.listing_id = any(${`{${input.listingIds.join(',')}}`}::uuid[])`
    : sql`and o.source_kind = 'price_list' and o.source_name = ${input.url}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update lease_offers o set confirmed_at = ${input.at.toISOString()}::timestamptz,
          source_kind = 'price_list', source_name = ${input.url}
        from listings l
        where l.id = o.listing_id and l.seller_id = ${input.sellerId} ${only}
        returning o.id`,
  );
  return rows.length;
}

async function record(
  db: Executor,
  source: SavedSource,
  now: Date,
  outcome: PriceListFetchOutcome,
  fields: { sha256?: string | null; error?: string; sessionId?: string | null; batchId?: string | null },
) {
  const failed = outcome === 'failed';
  const at = now.toISOString();
  await db.execute(sql`
    insert into price_list_fetches as f (seller_id, url, checked_at, succeeded_at, content_sha256, outcome,
      error, failing_since, session_id, batch_id)
    values (${source.seller_id}, ${source.url}, ${at}::timestamptz,
      ${failed ? null : at}::timestamptz, ${fields.sha256 ?? null}, ${outcome}, ${fields.error ?? null},
      ${failed ? at : null}::timestamptz, ${fields.sessionId ?? null}, ${fields.batchId ?? null})
    on conflict (seller_id, url) do update set
      checked_at = excluded.checked_at,
      succeeded_at = coalesce(excluded.succeeded_at, f.succeeded_at),
      content_sha256 = coalesce(excluded.content_sha256, f.content_sha256),
      outcome = excluded.outcome,
      error = excluded.error,
      failing_since = case when excluded.outcome = 'failed' then coalesce(f.failing_since, excluded.failing_since)
        else null end,
      session_id = coalesce(excluded.session_id, f.session_id),
      batch_id = coalesce(excluded.batch_id, f.batch_id)`);
}

function danishError(error: unknown): string {
  if (error instanceof ExtractionError) return error.danishMessage;
  return 'Prislisten kunne ikke hentes.';
}

/** A changed list read like a manual import: a session run now, a batch made from it. */
async function readChangedList(
  db: Database,
  source: SavedSource,
  bytes: Uint8Array,
  sha256: string,
  options: RefetchOptions,
): Promise<PriceListFetchOutcome> {
  const { sessionId, jobId } = await createExtractionSession(db, {
    sellerId: source.seller_id,
    source: { kind: 'pdf_url', url: source.url, bytes },
    extractor: 'auto',
    actor: null,
  });
  const status = await runSessionNow(db, { sessionId, jobId }, options.runner);
  if (status !== 'succeeded') {
    const [session] = await queryRows<{ error_message: string | null }>(
      db,
      sql`select error_message from extraction_sessions where id = ${sessionId}`,
    );
    const error = session?.error_message ?? 'Prislisten kunne ikke læses.';
    await record(db, source, options.now, 'failed', { error, sessionId });
    return 'failed';
  }
  const batch = await createBatchFromSessions(db, { sessionIds: [sessionId], actor: null });
  if (!batch.ok) {
    await record(db, source, options.now, 'failed', { error: batch.message, sessionId });
    return 'failed';
  }
  const changes = await queryRows<{ type: string; listing_id: string | null }>(
    db,
    sql`select type, listing_id from import_changes where batch_id = ${batch.batchId}`,
  );
  const sameReading = changes.length > 0 && changes.every((change) => change.type === 'unchanged');
  if (!sameReading) {
    await record(db, source, options.now, 'changed', { sessionId, batchId: batch.batchId });
    return 'changed';
  }
  // Other bytes, the same cars and prices: the list confirms its offers; there is nothing to review.
  await db.transaction(async (tx) => {
    await confirmOffersFrom(tx, {
      sellerId: source.seller_id,
      url: source.url,
      at: options.now,
      listingIds: changes.flatMap((change) => (change.listing_id ? [change.listing_id] : [])),
    });
    await tx.execute(sql`update import_batches set status = 'discarded' where id = ${batch.batchId}`);
    await record(tx, source, options.now, 'same_reading', { sha256, sessionId, batchId: batch.batchId });
  });
  return 'same_reading';
}

async function refetchOne(
  db: Database,
  source: SavedSource,
  options: RefetchOptions,
): Promise<RefetchResult> {
  const result = (outcome: RefetchResult['outcome']) => ({
    sellerId: source.seller_id,
    url: source.url,
    outcome,
  });
  let bytes: Uint8Array;
  try {
    const downloaded = await fetchPriceListUrl(source.url, {
      allowPrivate: options.allowPrivateUrls,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    bytes = downloaded.source.bytes;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    await record(db, source, options.now, 'failed', { error: danishError(error) });
    return result('failed');
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const known = await knownHashes(db, source.seller_id, source.url);
  if (sha256 === source.content_sha256 || sha256 === known.applied) {
    await db.transaction(async (tx) => {
      await confirmOffersFrom(tx, { sellerId: source.seller_id, url: source.url, at: options.now });
      await record(tx, source, options.now, 'unchanged', { sha256 });
    });
    return result('unchanged');
  }
  const inReview = known.inReview.find((row) => row.sha256 === sha256);
  if (inReview) {
    await record(db, source, options.now, 'changed', { batchId: inReview.batch_id });
    return result('in_review');
  }
  try {
    return result(await readChangedList(db, source, bytes, sha256, options));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    await record(db, source, options.now, 'failed', { error: danishError(error) });
    return result('failed');
  }
}

/** Fetches every saved price-list URL that is due; [] while the schedule is off. */
export async function refetchDuePriceLists(db: Database, options: RefetchOptions): Promise<RefetchResult[]> {
  const { intervalHours } = await readSettingsSection(db, 'price_list_refetch');
  if (intervalHours === null) return [];
  const due = await dueSources(db, options.now, intervalHours, options.force ?? false);
  const results: RefetchResult[] = [];
  for (const source of due) {
    options.signal?.throwIfAborted();
    results.push(await refetchOne(db, source, options));
  }
  return results;
}
