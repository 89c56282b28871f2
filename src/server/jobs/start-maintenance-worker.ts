import type { Database } from '../../db/client';
import { MAIL_DELIVERY_JOB_KIND } from '../../db/mail-outbox/queue-mail';
import { CatalogCache } from '../catalog/catalog-cache';
import { logger } from '../logging/logger';
import { smtpSendMail } from '../mail/smtp-transport';
import {
  ANALYTICS_RETENTION_JOB_KIND,
  analyticsRetentionJobHandler,
  scheduleAnalyticsRetention,
} from './analytics-retention-job';
import {
  ENQUIRY_RETENTION_JOB_KIND,
  enquiryRetentionJobHandler,
  scheduleEnquiryRetention,
} from './enquiry-retention-job';
import { type JobWorker, startJobWorker } from './job-worker';
import { mailDeliveryJobHandler } from './mail-delivery-job';
import {
  PRICE_ALERT_CHANGES_JOB_KIND,
  PRICE_ALERT_DIGEST_JOB_KIND,
  priceAlertChangesJobHandler,
  priceAlertDigestJobHandler,
  schedulePriceAlertDigest,
} from './price-alert-jobs';
import {
  MONTHLY_SUMMARY_JOB_KIND,
  monthlySummaryJobHandler,
  SELLER_SUMMARY_JOB_KIND,
  scheduleMonthlySummary,
  sellerSummaryJobHandler,
} from './seller-monthly-summary-job';

const SCHEDULE_RETRY_MS = 60_000;

/**
 * The worker of the site's housekeeping jobs (the analytics retention, ADR 050; queued mails, ADR 064;
 * the enquiry retention, ADR 066; the sellers' monthly summaries, ADR 067; price alerts, ADR 072), apart from the extraction
 * worker so a long price list never delays them. Every process runs one; the queue gives each job to
 * one of them. Queues the first retention runs and this month's summary run now if none is queued,
 * retrying a minute later while the database is away (the process starts and serves pages meanwhile).
 */
export function startMaintenanceWorker(options: {
  db: Database;
  leaseMs?: number;
  pollMs?: number;
  /** SMTP_URL; without it queued mails are kept in the outbox table. */
  smtpUrl?: string | undefined;
  /** The process's catalogue snapshot, which price alerts are evaluated against (ADR 072). */
  catalog?: CatalogCache;
  /** The site's origin, for the links in price alert mails. */
  publicOrigin?: string;
}): JobWorker {
  const alertJobs = {
    catalog: options.catalog ?? new CatalogCache(options.db, { maxStaleMs: 1000 }),
    publicOrigin: options.publicOrigin ?? 'http://localhost',
  };
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const now = new Date();
    Promise.all([
      scheduleAnalyticsRetention(options.db, now),
      scheduleEnquiryRetention(options.db, now),
      scheduleMonthlySummary(options.db, now),
      schedulePriceAlertDigest(options.db, now),
    ]).catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not queue the periodic jobs; trying again in a minute');
      if (!stopped) retry = setTimeout(schedule, SCHEDULE_RETRY_MS).unref();
    });
  };
  schedule();
  const worker = startJobWorker({
    db: options.db,
    handlers: {
      [ANALYTICS_RETENTION_JOB_KIND]: analyticsRetentionJobHandler(),
      [ENQUIRY_RETENTION_JOB_KIND]: enquiryRetentionJobHandler(),
      [MAIL_DELIVERY_JOB_KIND]: mailDeliveryJobHandler({ sendMail: smtpSendMail(options.smtpUrl) }),
      [MONTHLY_SUMMARY_JOB_KIND]: monthlySummaryJobHandler(),
      [SELLER_SUMMARY_JOB_KIND]: sellerSummaryJobHandler(),
      [PRICE_ALERT_CHANGES_JOB_KIND]: priceAlertChangesJobHandler(alertJobs),
      [PRICE_ALERT_DIGEST_JOB_KIND]: priceAlertDigestJobHandler(alertJobs),
    },
    pollMs: options.pollMs ?? 30_000,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    onError: (error) => logger.error({ err: error }, 'Maintenance worker failed'),
  });
  return {
    ...worker,
    stop: async (stopOptions) => {
      stopped = true;
      clearTimeout(retry);
      await worker.stop(stopOptions);
    },
  };
}
