import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { type DatabaseHandle, queryRows } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event';
import { validAnalyticsEvents as examples } from '../../domain/analytics/analytics-event-examples';
import { loadAnalyticsReport } from '../services/admin/analytics/load-analytics-report';
import { toEventRow } from '../services/events/event-row';
import {
  ANALYTICS_RETENTION_EVERY_MS,
  ANALYTICS_RETENTION_JOB_KIND,
  analyticsRetentionJobHandler,
  scheduleAnalyticsRetention,
} from './analytics-retention-job';
import type { JobContext } from './job-types';
import { startMaintenanceWorker } from './start-maintenance-worker';

const NOW = new Date('2026-11-22T10:00:00.000Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`truncate analytics_events, analytics_rollup_days, analytics_daily_counts,
    analytics_daily_searches, analytics_daily_listings, analytics_daily_filters`);
  await handle.db.execute(sql`delete from jobs where kind = ${ANALYTICS_RETENTION_JOB_KIND}`);
  await handle.db.execute(sql`delete from settings where key = 'analytics'`);
});

/** Stores one event as the collector would, received at `at`. */
async function store(at: string, event: object) {
  const receivedAt = new Date(at);
  const row = toEventRow({ ...event, session_id: 's_1_a' } as AnalyticsEvent, undefined, receivedAt);
  await handle.db.insert(analyticsEvents).values({ ...row, receivedAt });
}

/** A visit: a results view, a filter, a card seen and clicked, a detail view and terms applied. */
async function visit(at: string) {
  const time = new Date(at).getTime();
  const at_ = (seconds: number) => new Date(time + seconds * 1000).toISOString();
  await store(at_(0), examples.page_view_results);
  await store(at_(1), examples.filter_change);
  await store(at_(2), examples.listing_view);
  await store(at_(3), examples.listing_click);
  await store(at_(4), examples.page_view_detail);
  await store(at_(5), examples.lease_terms_apply);
  await store(at_(6), examples.outbound_click);
}

const receivedDays = async () =>
  (
    await queryRows<{ day: string }>(
      handle.db,
      sql`select distinct to_char(received_at at time zone 'Europe/Copenhagen', 'YYYY-MM-DD') as day
        from analytics_events order by 1`,
    )
  ).map((row) => row.day);

function runJob(now: Date) {
  return analyticsRetentionJobHandler({ now: () => now }).run({
    db: handle.db,
    heartbeat: async () => {},
  } as unknown as JobContext);
}

const PERIOD = { from: '2026-06-01', to: '2026-11-22', days: 175 };

describe('the analytics retention job (issue 26, finding 3)', () => {
  it('rolls up and deletes the raw events older than the default 90 days; Statistik reads the same', async () => {
    await visit('2026-07-01T10:00:00Z');
    await visit('2026-08-23T21:59:00Z'); // 23:59 on 23 August in Denmark: outside the 90 days
    await visit('2026-08-23T22:00:00Z'); // 00:00 on 24 August: the first day kept
    await visit('2026-11-22T09:00:00Z'); // today, not final
    const before = await loadAnalyticsReport(handle.db, PERIOD, NOW);
    expect(before.events).toBe(28);
    // Forget the rollups the report just made: the job must roll the old days up itself.
    await handle.db.execute(sql`truncate analytics_rollup_days, analytics_daily_counts,
      analytics_daily_searches, analytics_daily_listings, analytics_daily_filters`);

    await runJob(NOW);
    expect(await receivedDays()).toEqual(['2026-08-24', '2026-11-22']);
    const after = await loadAnalyticsReport(handle.db, PERIOD, NOW);
    expect(after).toEqual(before);
  });

  it('keeps the days set under Indstillinger › Statistik, and queues its next run', async () => {
    await handle.db.execute(sql`insert into settings (key, value)
      values ('analytics', ${JSON.stringify({ firstPartyEnabled: true, rawEventRetentionDays: 7 })}::jsonb)`);
    await visit('2026-11-10T10:00:00Z');
    await visit('2026-11-16T10:00:00Z');
    await runJob(NOW);
    expect(await receivedDays()).toEqual(['2026-11-16']);
    const queued = await queryRows<{ run_after: Date | string }>(
      handle.db,
      sql`select run_after from jobs where kind = ${ANALYTICS_RETENTION_JOB_KIND} and status = 'queued'`,
    );
    expect(queued.map((job) => new Date(job.run_after).getTime())).toEqual([
      NOW.getTime() + ANALYTICS_RETENTION_EVERY_MS,
    ]);
  });

  it('is queued once however many processes start, and the maintenance worker runs it', async () => {
    await Promise.all([1, 2, 3].map(() => scheduleAnalyticsRetention(handle.db, new Date())));
    const queuedCount = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from jobs where kind = ${ANALYTICS_RETENTION_JOB_KIND} and status = 'queued'`,
          )
        )[0]?.n,
      );
    expect(await queuedCount()).toBe(1);

    await visit(new Date(Date.now() - 200 * 86_400_000).toISOString());
    await visit(new Date().toISOString());
    const worker = startMaintenanceWorker({ db: handle.db, pollMs: 20 });
    try {
      for (let i = 0; i < 250 && (await receivedDays()).length > 1; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await worker.stop({ graceMs: 2000 });
    }
    expect(await receivedDays()).toHaveLength(1);
    const finished = await queryRows<{ status: string }>(
      handle.db,
      sql`select status from jobs where kind = ${ANALYTICS_RETENTION_JOB_KIND} order by created_at`,
    );
    // The next run is queued once; the worker's own start may have run one more harmlessly.
    const statuses = finished.map((job) => job.status);
    expect(statuses.at(-1)).toBe('queued');
    expect(statuses.filter((status) => status === 'queued')).toHaveLength(1);
    expect(statuses.slice(0, -1).every((status) => status === 'succeeded')).toBe(true);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
  });
});
