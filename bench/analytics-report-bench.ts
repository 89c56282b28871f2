// `npm run bench:analytics [-- --events 1000000 --runs 5]`: the admin's analytics report (GET /api/admin/analytics)
// over a year of stored events on PGlite: 30, 90 and 365 days, median of a few runs each. The report reads the
// daily rollups (ADR 023); the first run of each period rolls up its days not rolled up yet.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { bulkInsertCatalog } from '../src/db/catalog-writes/bulk-insert-catalog';
import { type DatabaseHandle, migrateDatabase, openDatabase, queryRows } from '../src/db/client';
import { generateDemoCatalog } from '../src/db/seed/generate-demo-catalog';
import { validAnalyticsEvents as examples } from '../src/domain/analytics/analytics-event-examples';
import { presetPeriod, resolveAnalyticsReportParams } from '../src/domain/analytics/analytics-report-params';
import { loadAnalyticsReport } from '../src/server/services/admin/analytics/load-analytics-report';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    listings: { type: 'string', default: '400' },
  },
});
const eventCount = Number(args.events);
const runs = Number(args.runs);
const INSERT_BATCH = 100_000;
const YEAR_SECONDS = 365 * 86_400;

/**
 * One visit is 20 events: a home and a results page view, a filter change and apply, 11 impressions, a click,
 * the detail page, lease terms opened and applied, and the visit to the seller. Visits are spread evenly over
 * the last 365 days (a multiplicative hash of the visit number), listings skewed towards the first ones.
 */
async function insertEvents(handle: DatabaseHandle, from: number, to: number) {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  await handle.db.execute(sql`
    with ids as (
      select array_agg(l.id order by l.id) as listing, array_agg(l.seller_id order by l.id) as seller,
        count(*)::int as n
      from listings l
    ),
    g as (
      select i, i / 20 as visit, i % 20 as slot,
        now() - make_interval(secs => ((i / 20)::bigint * 2654435761 % ${YEAR_SECONDS}) + i % 20) as at
      from generate_series(${from}::bigint, ${to - 1}::bigint) as i
    ),
    e as (
      select g.*, 1 + floor(ids.n * power(((g.visit * 7 + g.slot) * 0.6180339887) % 1, 2))::int as pick,
        case
          when slot = 0 then 'page_view' when slot = 1 then 'page_view' when slot = 2 then 'filter_change'
          when slot = 3 then 'filters_apply' when slot between 4 and 14 then 'listing_view'
          when slot = 15 then 'listing_click' when slot = 16 then 'page_view' when slot = 17 then 'lease_terms_open'
          when slot = 18 then 'lease_terms_apply' else 'outbound_click'
        end as event,
        's_1_' || (g.visit % 40000)::text as session_id,
        'rs_1_' || g.visit::text as rs
      from g, ids
    )
    insert into analytics_events
      (received_at, occurred_at, event, session_id, path, page_type, listing_id, seller_id, results_session_id, properties)
    select e.at, e.at, e.event, e.session_id,
      case when e.slot = 0 then '/' when e.slot in (1, 2, 3) then '/listings' else '/listing/x' end,
      case e.slot when 0 then 'home' when 1 then 'results' when 16 then 'listing_detail' end,
      case when e.slot >= 4 then ids.listing[e.pick] end,
      case when e.slot = 19 then ids.seller[e.pick] end,
      case when e.slot in (1, 3) or e.slot between 4 and 15 then e.rs end,
      case
        when e.slot = 0 then ${json(examples.page_view)}
        when e.slot = 1 then ${json(examples.page_view_results)} || jsonb_build_object(
          'results_session_id', e.rs, 'results_count', case when e.visit % 19 = 0 then 0 else e.visit % 300 end,
          'filters_active', (array[${json({ make: 'bmw' })}, ${json({ price_max: 4000, fuel_type: 'ev' })},
            ${json({})}, ${json({ make: 'skoda', model: 'enyaq', term_months: 36 })}])[1 + e.visit % 4])
        when e.slot = 2 then ${json(examples.filter_change)} || jsonb_build_object('filter_key',
          (array['makes', 'price_max', 'fuel_type', 'body_type', 'sortOrder', 'mileage_km_per_year'])[1 + e.visit % 6])
        when e.slot = 3 then ${json(examples.filters_apply)} || jsonb_build_object('results_session_id', e.rs)
        when e.slot between 4 and 14 then ${json(examples.listing_view)}
          || jsonb_build_object('listing_id', ids.listing[e.pick], 'position', e.slot - 3, 'results_session_id', e.rs)
        when e.slot = 15 then ${json(examples.listing_click)} || jsonb_build_object('listing_id', ids.listing[e.pick])
        when e.slot = 16 then ${json(examples.page_view_detail)} || jsonb_build_object('listing_id', ids.listing[e.pick])
        when e.slot = 17 then ${json(examples.lease_terms_open)} || jsonb_build_object('listing_id', ids.listing[e.pick])
        when e.slot = 18 then ${json(examples.lease_terms_apply)} || jsonb_build_object('listing_id', ids.listing[e.pick])
        else ${json(examples.outbound_click)}
          || jsonb_build_object('listing_id', ids.listing[e.pick], 'seller_id', ids.seller[e.pick])
      end
    from e, ids`);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function timeReports(handle: DatabaseHandle, label: string) {
  console.log(`\n${label}`);
  for (const days of [30, 90, 365] as const) {
    const resolved = resolveAnalyticsReportParams(presetPeriod(days, today()), today());
    if (!resolved.ok) throw new Error(resolved.message);
    const times: number[] = [];
    let events = 0;
    let first = 0;
    // The first run also rolls up the days not rolled up yet; the measured ones only recompute today.
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      const report = await loadAnalyticsReport(handle.db, resolved.params, new Date());
      if (run > 0) times.push(performance.now() - started);
      else first = performance.now() - started;
      events = report.events;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] as number;
    console.log(
      `  ${String(days).padStart(3)} days: median ${median.toFixed(0).padStart(5)} ms ` +
        `(min ${(times[0] as number).toFixed(0)}, max ${(times.at(-1) as number).toFixed(0)}) over ${events.toLocaleString('en')} events; ` +
        `first run ${first.toFixed(0)} ms (rolls up the days not rolled up before)`,
    );
  }
}

async function main() {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  await bulkInsertCatalog(handle.db, generateDemoCatalog({ seed: 7, listings: Number(args.listings) }));
  const started = performance.now();
  for (let from = 0; from < eventCount; from += INSERT_BATCH) {
    await insertEvents(handle, from, Math.min(eventCount, from + INSERT_BATCH));
  }
  await handle.db.execute(sql`vacuum analyze analytics_events`);
  const [stored] = await queryRows<{ n: number; mb: string }>(
    handle.db,
    sql`select count(*)::int as n, pg_size_pretty(pg_total_relation_size('analytics_events')) as mb from analytics_events`,
  );
  console.log(
    `Stored ${stored?.n.toLocaleString('en')} events (${stored?.mb} with indexes) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await timeReports(handle, 'Report on PGlite (median of runs):');
  await handle.close();
}

await main();
