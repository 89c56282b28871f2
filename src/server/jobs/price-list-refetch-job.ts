import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverNow } from '../clock/server-clock';
import type { ExtractionRunnerOptions } from '../ingestion/run-extraction-session';
import { logger } from '../logging/logger';
import { refetchDuePriceLists } from '../services/admin/price-lists/refetch-price-lists';
import type { JobHandler } from './job-types';

export const PRICE_LIST_REFETCH_JOB_KIND = 'price_list_refetch';
/**
 * How often the schedule looks for saved price lists that are due (ADR 056). Cheap when nothing is:
 * one query; the interval itself (Indstillinger › Prislister) decides when a URL is fetched again.
 */
export const PRICE_LIST_REFETCH_EVERY_MS = 15 * 60 * 1000;

/**
 * Queues the next sweep unless one is already queued (or, with `soon`, moves a queued one to now). The
 * advisory lock makes the check and the insert one step for every process sharing the database.
 */
export async function schedulePriceListRefetch(db: Executor, runAfter: Date, soon = false): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${PRICE_LIST_REFETCH_JOB_KIND}))`);
    if (soon) {
      await tx.execute(sql`update jobs set run_after = ${runAfter.toISOString()}::timestamptz
        where kind = ${PRICE_LIST_REFETCH_JOB_KIND} and status = 'queued'`);
    }
    await tx.execute(sql`insert into jobs (kind, payload, run_after, max_attempts)
      select ${PRICE_LIST_REFETCH_JOB_KIND}, '{}'::jsonb, ${runAfter.toISOString()}::timestamptz, 2
      where not exists (select 1 from jobs where kind = ${PRICE_LIST_REFETCH_JOB_KIND} and status = 'queued')`);
  });
}

/**
 * One sweep of the saved price lists, then the next one queued. Run by the ingestion worker, which can
 * read a changed list then and there. Times in the queue are real time; which lists are due, and the
 * confirmations written, follow the server's clock (serverNow).
 */
export function priceListRefetchJobHandler(options: {
  runner: ExtractionRunnerOptions;
  allowPrivateUrls: boolean;
}): JobHandler {
  const next = () => new Date(Date.now() + PRICE_LIST_REFETCH_EVERY_MS);
  return {
    run: async ({ db, signal }) => {
      const results = await refetchDuePriceLists(db, {
        now: serverNow(),
        allowPrivateUrls: options.allowPrivateUrls,
        runner: options.runner,
        signal,
      });
      if (results.length > 0) logger.info({ results }, 'Saved price lists fetched again');
      await schedulePriceListRefetch(db, next());
    },
    onGiveUp: async (tx) => {
      await schedulePriceListRefetch(tx, next());
    },
  };
}
