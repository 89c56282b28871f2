import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { storeEnquiry } from '../../../tests/helpers/enquiry-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import { type DatabaseHandle, queryRows } from '../../db/client';
import { MAIL_DELIVERY_JOB_KIND } from '../../db/mail-outbox/queue-mail';
import { analyticsEvents } from '../../db/schema';
import { type AnalyticsEvent, analyticsEventSchema } from '../../domain/analytics/analytics-event';
import { validAnalyticsEvents as examples } from '../../domain/analytics/analytics-event-examples';
import { toEventRow } from '../services/events/event-row';
import type { JobContext } from './job-types';
import {
  MONTHLY_SUMMARY_JOB_KIND,
  monthlySummaryJobHandler,
  SELLER_SUMMARY_JOB_KIND,
  scheduleMonthlySummary,
  sellerSummaryJobHandler,
} from './seller-monthly-summary-job';

let handle: DatabaseHandle;
let sender: string;
let optedOut: string;
let withoutAddresses: string;
const SUBJECT = 'Jeres månedsoversigt fra Leasingmatch: oktober 2026';

type JobRow = { id: string; payload: Record<string, string>; run_after: Date; status: string };
const jobsOf = (kind: string) =>
  queryRows<JobRow>(
    handle.db,
    sql`select id, payload, run_after, status from jobs where kind = ${kind} order by created_at`,
  );
const summaryMails = () =>
  queryRows<{ recipient: string; subject: string; body: string; status: string; reply_to: string | null }>(
    handle.db,
    sql`select recipient, subject, body, status, reply_to from mail_outbox where subject like 'Jeres månedsoversigt%' order by recipient`,
  );

/** Runs a handler as the worker would for the stored job. */
function run(handler: { run: (context: JobContext) => Promise<void> }, job: JobRow) {
  return handler.run({
    db: handle.db,
    jobId: job.id,
    payload: job.payload,
    heartbeat: async () => {},
  } as unknown as JobContext);
}
const runSellerJob = (job: JobRow) =>
  run(sellerSummaryJobHandler({ now: () => new Date('2026-11-01T06:00:00Z') }) as never, job);

async function store(at: string, event: Record<string, unknown>, times = 1) {
  const valid = analyticsEventSchema.parse(event) as AnalyticsEvent;
  for (let i = 0; i < times; i++) {
    await handle.db
      .insert(analyticsEvents)
      .values({ ...toEventRow(valid, undefined, new Date(at)), receivedAt: new Date(at) });
  }
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([
    { make: 'Toyota', model: 'Corolla', variant: 'Active', seller: 'Oversigt Bilhus' },
    { make: 'Kia', model: 'Niro', variant: 'EV', seller: 'Fravalgt Bilhus' },
    { make: 'Skoda', model: 'Enyaq', variant: '85', seller: 'Adresseløs Bilhus' },
  ]);
  await bulkInsertCatalog(handle.db, bundle);
  const [corolla] = bundle.ids as [string];
  [sender, optedOut, withoutAddresses] = bundle.listings.map((listing) => listing.sellerId) as [
    string,
    string,
    string,
  ];
  await handle.db.execute(
    sql`update sellers set lead_emails = '["salg@oversigt.dk", "chef@oversigt.dk"]'::jsonb where id = ${sender}`,
  );
  await handle.db.execute(
    sql`update sellers set lead_emails = '["salg@fravalgt.dk"]'::jsonb, monthly_summary_opt_out = true where id = ${optedOut}`,
  );
  await handle.db.execute(sql`update sellers set lead_emails = '[]'::jsonb where id = ${withoutAddresses}`);

  await store('2026-10-10T10:00:00Z', { ...examples.listing_view, listing_id: corolla }, 3);
  await store('2026-10-10T10:00:00Z', { ...examples.page_view_detail, listing_id: corolla }, 2);
  await store('2026-10-10T10:00:00Z', { ...examples.outbound_click, listing_id: corolla, seller_id: sender });
  await store('2026-11-01T10:00:00Z', { ...examples.listing_view, listing_id: corolla }, 9); // November: not in it
  const enquiry = await storeEnquiry(handle.db, {
    sellerId: sender,
    createdAt: new Date('2026-10-12T10:00:00Z'),
  });
  await handle.db.execute(sql`update enquiries set listing_id = ${corolla} where id = ${enquiry}`);
  await storeEnquiry(handle.db, {
    sellerId: sender,
    createdAt: new Date('2026-10-13T10:00:00Z'),
    status: 'spam',
  });
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.execute(
    sql`delete from jobs where kind in (${MONTHLY_SUMMARY_JOB_KIND}, ${SELLER_SUMMARY_JOB_KIND})`,
  );
  await handle.db.execute(sql`delete from mail_outbox where subject like 'Jeres månedsoversigt%'`);
});

describe('the monthly seller summary (issue 29)', () => {
  it('is scheduled once per month, for the 1st of the next month at 07:00 in Denmark', async () => {
    await scheduleMonthlySummary(handle.db, new Date('2026-10-15T12:00:00Z'));
    await Promise.all([
      scheduleMonthlySummary(handle.db, new Date('2026-10-31T22:30:00Z')), // 23:30 on 31 October
      scheduleMonthlySummary(handle.db, new Date('2026-10-20T08:00:00Z')),
    ]);
    const runs = await jobsOf(MONTHLY_SUMMARY_JOB_KIND);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.payload).toEqual({ month: '2026-10' });
    expect(new Date(runs[0]?.run_after as Date).toISOString()).toBe('2026-11-01T06:00:00.000Z');
  });

  it('queues one job per seller with addresses and without opt-out, once, and the next month’s run', async () => {
    await scheduleMonthlySummary(handle.db, new Date('2026-10-15T12:00:00Z'));
    const [monthRun] = await jobsOf(MONTHLY_SUMMARY_JOB_KIND);
    await run(monthlySummaryJobHandler() as never, monthRun as JobRow);
    await run(monthlySummaryJobHandler() as never, monthRun as JobRow); // a rerun after a crash
    const sellerJobs = await jobsOf(SELLER_SUMMARY_JOB_KIND);
    expect(sellerJobs.map((job) => job.payload)).toEqual([{ month: '2026-10', sellerId: sender }]);
    const months = (await jobsOf(MONTHLY_SUMMARY_JOB_KIND)).map((job) => job.payload.month);
    expect(months).toEqual(['2026-10', '2026-11']);
  });

  it('queues the mails to every lead address once, with the month’s figures, even when run again', async () => {
    await scheduleMonthlySummary(handle.db, new Date('2026-10-15T12:00:00Z'));
    await run(monthlySummaryJobHandler() as never, (await jobsOf(MONTHLY_SUMMARY_JOB_KIND))[0] as JobRow);
    const [job] = await jobsOf(SELLER_SUMMARY_JOB_KIND);
    const mailJobsBefore = (await jobsOf(MAIL_DELIVERY_JOB_KIND)).length;
    await runSellerJob(job as JobRow);
    await runSellerJob((await jobsOf(SELLER_SUMMARY_JOB_KIND))[0] as JobRow); // its process died after the commit

    const mails = await summaryMails();
    expect(mails.map((mail) => [mail.recipient, mail.subject, mail.status])).toEqual([
      ['chef@oversigt.dk', SUBJECT, 'pending'],
      ['salg@oversigt.dk', SUBJECT, 'pending'],
    ]);
    expect((await jobsOf(MAIL_DELIVERY_JOB_KIND)).length).toBe(mailJobsBefore + 2);
    expect(mails[0]?.reply_to).toBe('kontakt@leasingmatch.dk');
    const body = mails[0]?.body ?? '';
    expect(body).toContain('Hej Oversigt Bilhus');
    expect(body).toContain('Visninger i oversigter (søgning, forside, lignende biler): 3');
    expect(body).toContain('Visninger af annoncerne: 2');
    expect(body).toContain('Klik videre til jeres hjemmeside: 1');
    expect(body).toContain('Henvendelser: 1');
    expect(body).toContain('Henvendelser pr. visning af annoncen: 50,0 %');
    expect(body).toContain('1. Toyota Corolla Active: 3 visninger, 2 visninger af annoncen, 1 henvendelse');
  });

  it('sends nothing to a seller who opted out or lost the addresses after the run was queued', async () => {
    for (const sellerId of [optedOut, withoutAddresses]) {
      const [job] = await queryRows<JobRow>(
        handle.db,
        sql`insert into jobs (kind, payload) values (${SELLER_SUMMARY_JOB_KIND},
          jsonb_build_object('month', '2026-10', 'sellerId', ${sellerId}::text)) returning id, payload, run_after, status`,
      );
      await runSellerJob(job as JobRow);
    }
    expect(await summaryMails()).toEqual([]);
  });
});
