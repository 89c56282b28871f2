// `npm run bench:events [-- --duration 10 --connections 10 --batch 20 --workers 1]`: POST /api/events throughput
// on PGlite and, when DATABASE_URL is set, on that PostgreSQL (the bench's events are deleted afterwards; its
// rate-limit counters expire with the day's salt).
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, migrateDatabase, openDatabase, queryRows } from '../src/db/client';
import { validAnalyticsEvents as examples } from '../src/domain/analytics/analytics-event-examples';
import { createApp } from '../src/server/app';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    batch: { type: 'string', default: '20' },
    /** Load-generator threads; 0 runs it on the server's own event loop. */
    workers: { type: 'string', default: '1' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const batchSize = Number(args.batch);
const workers = Number(args.workers);
const VISITORS = 5000;

/** What a results page visit sends: a page view, a row of impressions, a click, terms opened and applied. */
function realisticBatch(size: number): unknown[] {
  const now = Date.now();
  const visit = [
    examples.page_view_results,
    examples.filter_change,
    examples.filters_apply,
    ...Array.from({ length: 12 }, (_, i) => ({ ...examples.listing_view, position: i + 1 })),
    examples.listing_click,
    examples.page_view_detail,
    examples.lease_terms_open,
    examples.lease_terms_apply,
    examples.outbound_click,
  ];
  return Array.from({ length: size }, (_, i) => ({
    ...visit[i % visit.length],
    occurred_at: now - 1000 * i,
  }));
}

const eventsCount = async (handle: DatabaseHandle, afterId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from analytics_events where id > ${afterId}`,
      )
    )[0]?.n,
  );

async function benchDatabase(label: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const [last] = await queryRows<{ id: number }>(
    handle.db,
    sql`select coalesce(max(id), 0) as id from analytics_events`,
  );
  const startId = Number(last?.id);
  // Behind a proxy header every request may come from its own visitor, as on the real site.
  const { app } = createApp({ db: handle.db, trustedProxyHeader: 'x-bench-client' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;

  const body = JSON.stringify({ events: realisticBatch(batchSize) });
  // Each connection cycles through these visitors, so one address sees ~6 % of the run's requests a minute.
  const requests = Array.from({ length: VISITORS }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/events',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-bench-client': `10.0.${i >> 8}.${i & 255}` },
    body,
  }));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    workers,
    requests,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stored = await eventsCount(handle, startId);
  const acknowledged = (result.statusCodeStats?.['202']?.count ?? 0) * batchSize;
  // Requests still in flight when the run stops are stored, but autocannon no longer counts their answers.
  const sent = result.requests.sent * batchSize;
  if (handle.kind === 'postgres') {
    await handle.db.execute(sql`delete from analytics_events where id > ${startId}`);
  }
  server.close();
  await handle.close();
  return { label, result, stored, acknowledged, sent, bodyBytes: Buffer.byteLength(body) };
}

const runs = [await benchDatabase('PGlite (in-process)', await openDatabase({ dataDir: 'memory://' }))];
if (process.env.DATABASE_URL) {
  runs.push(await benchDatabase('PostgreSQL', await openDatabase({ databaseUrl: process.env.DATABASE_URL })));
}

console.log(
  `\n${batchSize} events per batch, ${connections} connections, ${duration} s, Node ${process.version}, load generator in ${workers} worker thread(s)`,
);
console.log(
  'database               req/s   events/s   p50 ms   p99 ms   non-202   stored / answered 202 / sent',
);
for (const { label, result, stored, acknowledged, sent } of runs) {
  const seconds = result.duration;
  console.log(
    `${label.padEnd(20)} ${(result.requests.total / seconds).toFixed(0).padStart(7)}  ` +
      `${(stored / seconds).toFixed(0).padStart(9)}  ${String(result.latency.p50).padStart(7)}  ` +
      `${String(result.latency.p99).padStart(7)}  ${String(result.non2xx + result.errors).padStart(8)}   ` +
      `${stored} / ${acknowledged} / ${sent}`,
  );
}
// Every answered 202 must be stored, and nothing beyond what was sent.
const mismatch = runs.find((run) => run.stored < run.acknowledged || run.stored > run.sent);
if (mismatch) {
  console.error(
    `bench: ${mismatch.label} stored ${mismatch.stored} events, answered ${mismatch.acknowledged}`,
  );
  process.exit(1);
}
process.exit(0);
