import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import { type DatabaseHandle, queryRows } from '../../db/client';
import { insertPriceAlert } from '../../db/price-alerts/price-alert-rows';
import { CatalogCache } from '../catalog/catalog-cache';
import type { JobContext } from './job-types';
import {
  PRICE_ALERT_DIGEST_JOB_KIND,
  priceAlertDigestJobHandler,
  schedulePriceAlertDigest,
} from './price-alert-jobs';

let handle: DatabaseHandle;
let listingId: string;

type JobRow = { id: string; payload: { day: string }; run_after: Date };
const digestJobs = () =>
  queryRows<JobRow>(
    handle.db,
    sql`select id, payload, run_after from jobs where kind = ${PRICE_ALERT_DIGEST_JOB_KIND} order by run_after`,
  );
const alertMails = () =>
  queryRows<{ subject: string }>(
    handle.db,
    sql`select o.subject from mail_outbox o join price_alert_mails m on m.mail_id = o.id where m.role = 'alert'`,
  );

function runDigest(day: string, now: string) {
  const handler = priceAlertDigestJobHandler({
    catalog: new CatalogCache(handle.db, { maxStaleMs: 0 }),
    publicOrigin: 'https://leasingmatch.test',
    now: () => new Date(now),
  });
  return handler.run({ db: handle.db, jobId: 'x', payload: { day } } as unknown as JobContext<{
    day: string;
  }>);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([
    { make: 'Kia', model: 'Niro', variant: 'EV', offers: [offer(15000, 36, 0, 3900)] },
  ]);
  await bulkInsertCatalog(handle.db, bundle);
  listingId = bundle.ids[0] as string;
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`delete from jobs`);
  await handle.db.execute(sql`delete from price_alerts`);
});

describe('the daily price alert run', () => {
  it.each([
    // Before 07:00 in Denmark: today's run; after: tomorrow's (07:00 Danish is 06:00 UTC in winter).
    ['2026-11-30T05:00:00Z', '2026-11-30', '2026-11-30T06:00:00.000Z'],
    ['2026-11-30T08:00:00Z', '2026-12-01', '2026-12-01T06:00:00.000Z'],
    ['2026-06-15T04:30:00Z', '2026-06-15', '2026-06-15T05:00:00.000Z'], // summer time
  ])('started at %s, queues the run of %s at %s, once', async (now, day, runAfter) => {
    await schedulePriceAlertDigest(handle.db, new Date(now));
    await schedulePriceAlertDigest(handle.db, new Date(now));
    const jobs = await digestJobs();
    expect(jobs.map((job) => [job.payload.day, new Date(job.run_after).toISOString()])).toEqual([
      [day, runAfter],
    ]);
  });

  it('mails weekly alerts on Mondays only, queues the next day, and deletes stale alerts', async () => {
    await insertPriceAlert(handle.db, {
      kind: 'car',
      email: 'uge@example.dk',
      frequency: 'weekly',
      status: 'active',
      listingId,
      mileagePerYear: 15000,
      periodMonths: 36,
      firstPayment: 0,
      priceLimit: 4094,
      lastPrice: 4095,
      label: 'Kia Niro EV',
    });
    const staleId = await insertPriceAlert(handle.db, {
      kind: 'search',
      email: 'glemt@example.dk',
      frequency: 'daily',
      searchQuery: 'makes=Kia',
      label: 'Kia',
    });
    await handle.db.execute(
      sql`update price_alerts set created_at = '2026-11-20T10:00:00Z' where id = ${staleId}`,
    );

    await runDigest('2026-12-01', '2026-12-01T06:00:05Z'); // Tuesday
    expect(await alertMails()).toEqual([]);
    expect((await digestJobs()).map((job) => job.payload.day)).toEqual(['2026-12-02']);
    const [left] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from price_alerts where id = ${staleId}`,
    );
    expect(left?.n).toBe(0);

    await runDigest('2026-12-07', '2026-12-07T06:00:05Z'); // Monday
    expect(await alertMails()).toEqual([{ subject: 'Prisfald: Kia Niro EV nu 3.900 kr./md.' }]);
  });

  it('catches a straks alert whose own evaluation after the change never ran', async () => {
    await insertPriceAlert(handle.db, {
      kind: 'car',
      email: 'straks@example.dk',
      frequency: 'instant',
      status: 'active',
      listingId,
      mileagePerYear: 15000,
      periodMonths: 36,
      firstPayment: 0,
      priceLimit: 3999,
      lastPrice: 4000,
      label: 'Kia Niro EV',
    });
    await runDigest('2026-12-01', '2026-12-01T06:00:05Z');
    expect(await alertMails()).toEqual([{ subject: 'Prisfald: Kia Niro EV nu 3.900 kr./md.' }]);
    await runDigest('2026-12-02', '2026-12-02T06:00:05Z');
    expect(await alertMails()).toHaveLength(1);
  });
});
