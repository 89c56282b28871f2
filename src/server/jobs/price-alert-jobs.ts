import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { deleteStaleAlerts } from '../../db/price-alerts/delete-price-alerts';
import { addDays, danishToday } from '../../domain/analytics/analytics-report-params';
import { PENDING_ALERT_DAYS, UNSUBSCRIBED_ALERT_DAYS } from '../../domain/price-alerts/price-alert-consent';
import { frequenciesDueOn } from '../../domain/price-alerts/price-alert-rules';
import type { CatalogCache } from '../catalog/catalog-cache';
import { logger } from '../logging/logger';
import { REPORT_TIME_ZONE } from '../services/admin/analytics/report-period';
import { evaluatePriceAlerts } from '../services/price-alerts/evaluate-price-alerts';
import type { JobHandler } from './job-types';

/**
 * Evaluates the "straks" alerts after a catalogue change. Queued by the database itself: a trigger on
 * catalog_state (migration 0025) adds one, a few seconds ahead so a batch's statements are one change,
 * whenever the catalogue version is bumped while a straks alert is active and none is queued yet.
 */
export const PRICE_ALERT_CHANGES_JOB_KIND = 'price_alerts_changes';
/** The daily run at 07:00 Danish time: "dagligt" alerts, "ugentligt" ones on Mondays, and the clean-up. */
export const PRICE_ALERT_DIGEST_JOB_KIND = 'price_alerts_digest';

const SEND_HOUR = 7;

type DigestPayload = { day: string };

export type PriceAlertJobOptions = { catalog: CatalogCache; publicOrigin: string; now?: () => Date };

/** Queues one day's run at 07:00 Danish time unless that day's run was ever queued (any process, any state). */
async function queueDigest(db: Executor, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${PRICE_ALERT_DIGEST_JOB_KIND}))`);
    await tx.execute(sql`insert into jobs (kind, payload, run_after, max_attempts)
      select ${PRICE_ALERT_DIGEST_JOB_KIND}, jsonb_build_object('day', ${day}::text),
        ((${day}::date)::timestamp + make_interval(hours => ${SEND_HOUR})) at time zone ${REPORT_TIME_ZONE},
        3
      where not exists (select 1 from jobs where kind = ${PRICE_ALERT_DIGEST_JOB_KIND} and payload->>'day' = ${day})`);
  });
}

/** At every start: the next 07:00 run (today's if it is before 07:00 in Denmark, else tomorrow's). */
export async function schedulePriceAlertDigest(db: Executor, now: Date): Promise<void> {
  const today = danishToday(now);
  const [row] = await queryRows<{ upcoming: boolean }>(
    db,
    sql`select ((${today}::date)::timestamp + make_interval(hours => ${SEND_HOUR})) at time zone ${REPORT_TIME_ZONE}
      > ${now.toISOString()}::timestamptz as upcoming`,
  );
  await queueDigest(db, row?.upcoming ? today : addDays(today, 1));
}

export function priceAlertChangesJobHandler(options: PriceAlertJobOptions): JobHandler {
  const now = options.now ?? (() => new Date());
  return {
    run: async ({ db }) => {
      const mailed = await evaluatePriceAlerts(db, options.catalog, {
        frequencies: ['instant'],
        now: now(),
        publicOrigin: options.publicOrigin,
      });
      if (mailed > 0) logger.info({ mailed }, 'Price alerts: mails queued after a catalogue change');
    },
  };
}

export function priceAlertDigestJobHandler(options: PriceAlertJobOptions): JobHandler<DigestPayload> {
  const now = options.now ?? (() => new Date());
  return {
    run: async ({ db, payload }) => {
      const at = now();
      const mailed = await evaluatePriceAlerts(db, options.catalog, {
        // Straks alerts too, as a safety net: a change whose own evaluation was given up is caught here
        // (a straks alert already mailed for the catalogue's version is skipped).
        frequencies: [...frequenciesDueOn(at), 'instant'],
        now: at,
        publicOrigin: options.publicOrigin,
      });
      const deleted = await db.transaction((tx) =>
        deleteStaleAlerts(tx, at, {
          pendingDays: PENDING_ALERT_DAYS,
          unsubscribedDays: UNSUBSCRIBED_ALERT_DAYS,
        }),
      );
      logger.info({ mailed, deleted }, 'Price alerts: daily run');
      await queueDigest(db, addDays(payload.day, 1));
    },
    onGiveUp: async (tx, job) => {
      await queueDigest(tx, addDays(job.payload.day, 1));
    },
  };
}
