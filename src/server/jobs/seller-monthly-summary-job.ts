import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { enqueue } from '../../db/jobs/enqueue-job';
import { queueMail } from '../../db/mail-outbox/queue-mail';
import { danishToday } from '../../domain/analytics/analytics-report-params';
import { buildMonthlySummaryMail } from '../../domain/sellers/monthly-summary-mail';
import {
  isSummaryMonth,
  monthPeriod,
  nextMonth,
  type SummaryMonth,
} from '../../domain/sellers/summary-month';
import { logger } from '../logging/logger';
import { REPORT_TIME_ZONE } from '../services/admin/analytics/report-period';
import { loadSellerStatistics } from '../services/admin/sellers/load-seller-statistics';
import { readSettingsSection } from '../services/admin/settings/site-settings';
import type { JobHandler } from './job-types';

/** Runs on the 1st of each month and queues one summary job per seller with lead addresses. */
export const MONTHLY_SUMMARY_JOB_KIND = 'seller_monthly_summaries';
/** Queues one seller's summary mails for one month. */
export const SELLER_SUMMARY_JOB_KIND = 'seller_monthly_summary';

type MonthPayload = { month: SummaryMonth };
type SellerPayload = { month: SummaryMonth; sellerId: string; queuedAt?: string };

/** The hour (Danish time) on the 1st when the previous month is summarised: the last day's rollup is final. */
const SEND_HOUR = 7;

/**
 * Queues the summary of the month `now` falls in (Denmark), to run on the next month's 1st at 07:00,
 * unless that month's run was ever queued: every process calls this at start, and a month is summarised
 * once whatever its run's fate. The advisory lock makes check and insert one step across processes.
 */
export async function scheduleMonthlySummary(db: Executor, now: Date): Promise<void> {
  await queueMonthRun(db, danishToday(now).slice(0, 7));
}

async function queueMonthRun(db: Executor, month: SummaryMonth): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${MONTHLY_SUMMARY_JOB_KIND}))`);
    await tx.execute(sql`insert into jobs (kind, payload, run_after, max_attempts)
      select ${MONTHLY_SUMMARY_JOB_KIND}, jsonb_build_object('month', ${month}::text),
        ((${`${nextMonth(month)}-01`}::date)::timestamp + make_interval(hours => ${SEND_HOUR}))
          at time zone ${REPORT_TIME_ZONE},
        5
      where not exists (select 1 from jobs where kind = ${MONTHLY_SUMMARY_JOB_KIND}
        and payload->>'month' = ${month})`);
  });
}

/**
 * The month's run (ADR 067): one job per seller that has lead addresses and has not opted out, each
 * queued at most once per seller and month (checked under a lock per month, over jobs of any state, so a
 * rerun after a crash queues only the missing ones), then the next month's run.
 */
export function monthlySummaryJobHandler(): JobHandler<MonthPayload> {
  return {
    run: async ({ db, payload }) => {
      if (!isSummaryMonth(payload.month)) throw new Error(`Invalid summary month: ${String(payload.month)}`);
      const queued = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${SELLER_SUMMARY_JOB_KIND}), hashtext(${payload.month}))`,
        );
        const sellers = await queryRows<{ id: string }>(
          tx,
          sql`select s.id from sellers s
            where jsonb_array_length(s.lead_emails) > 0 and not s.monthly_summary_opt_out
              and not exists (select 1 from jobs j where j.kind = ${SELLER_SUMMARY_JOB_KIND}
                and j.payload->>'month' = ${payload.month} and j.payload->>'sellerId' = s.id::text)
            order by s.name, s.id`,
        );
        for (const seller of sellers) {
          await enqueue(tx, {
            kind: SELLER_SUMMARY_JOB_KIND,
            payload: { month: payload.month, sellerId: seller.id } satisfies SellerPayload,
            maxAttempts: 5,
          });
        }
        return sellers.length;
      });
      logger.info({ month: payload.month, sellers: queued }, 'Monthly seller summaries queued');
      await queueMonthRun(db, nextMonth(payload.month));
    },
    onGiveUp: async (tx, job) => {
      if (isSummaryMonth(job.payload.month)) await queueMonthRun(tx, nextMonth(job.payload.month));
    },
  };
}

/**
 * One seller's summary: its mails are queued through the outbox (retried like enquiries) in the same
 * transaction that marks the job `queuedAt`, so a job run again after a crash finds the mark and sends
 * nothing twice. A seller who opted out or lost its addresses since the run was queued gets nothing.
 */
export function sellerSummaryJobHandler(options: { now?: () => Date } = {}): JobHandler<SellerPayload> {
  const now = options.now ?? (() => new Date());
  return {
    run: async ({ db, jobId, payload }) => {
      if (!isSummaryMonth(payload.month)) throw new Error(`Invalid summary month: ${String(payload.month)}`);
      await db.transaction(async (tx) => {
        const [claimed] = await queryRows<{ id: string }>(
          tx,
          sql`update jobs set payload = payload || jsonb_build_object('queuedAt', now()::text)
            where id = ${jobId} and payload->>'queuedAt' is null returning id`,
        );
        if (!claimed) return;
        const [seller] = await queryRows<{ lead_emails: string[]; monthly_summary_opt_out: boolean }>(
          tx,
          sql`select lead_emails, monthly_summary_opt_out from sellers where id = ${payload.sellerId}`,
        );
        if (!seller || seller.monthly_summary_opt_out || seller.lead_emails.length === 0) return;
        const statistics = await loadSellerStatistics(
          tx,
          payload.sellerId,
          monthPeriod(payload.month),
          now(),
        );
        if (!statistics) return;
        const { contactEmail } = await readSettingsSection(tx, 'site');
        const mail = buildMonthlySummaryMail({
          contactEmail,
          sellerName: statistics.sellerName,
          month: payload.month,
          totals: statistics.totals,
          listings: statistics.listings,
        });
        for (const to of seller.lead_emails) await queueMail(tx, { to, replyTo: contactEmail, ...mail });
      });
    },
  };
}
