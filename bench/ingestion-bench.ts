// `npm run bench:ingestion`: how long a price list takes from PDF to applied listings, step by step.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bulkInsertCatalog } from '../src/db/catalog-writes';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client';
import { loadSellerListingsForMatching } from '../src/db/ingestion/load-seller-listings-for-matching';
import { countQueries } from '../src/db/query-count';
import { user } from '../src/db/schema';
import type { ExtractedCar } from '../src/domain/ingestion/extracted-price-list';
import { batchScope } from '../src/domain/ingestion/matching/batch-scope';
import { countChanges } from '../src/domain/ingestion/matching/change-counts';
import { proposeChanges } from '../src/domain/ingestion/matching/match-extracted-cars';
import { createAutoExtractor } from '../src/server/ingestion/extractors/auto-extract';
import { applyImportBatch } from '../src/server/services/admin/ingestion/apply-import-batch';
import { createImportBatch } from '../src/server/services/admin/ingestion/create-import-batch';
import { reviewImportChanges } from '../src/server/services/admin/ingestion/review-import-changes';
import { buildCatalog } from '../tests/factories/catalog-factory';
import { mileageMatrixPriceList } from '../tests/price-lists/mileage-matrix';
import type { GeneratedPriceList } from '../tests/price-lists/pdf-document';
import { sectionHeadingsPriceList } from '../tests/price-lists/section-headings';
import { simpleTablePriceList } from '../tests/price-lists/simple-table';
import { toyotaPriceList } from '../tests/price-lists/toyota-price-list';

const quick = process.argv.includes('--quick');
/** Only the 5 000-car case (issue 28 goal 4), e.g. to repeat it. */
const bigOnly = process.argv.includes('--big-only');
const repeats = quick ? 5 : 20;
const fleetSize = quick ? 100 : 400;
const bigFleetSize = 5_000;
const bigRepeats = quick ? 1 : 3;
/** Issue 28 goal 4: a 5 000-car list matched, stored and applied within this. */
const bigBudgetMs = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * Wall-clock ms, and this process's CPU ms: on PGlite the database runs in this process, so the CPU
 * time is the work itself, whatever else the (shared) machine is doing.
 */
async function timeIt<T>(run: () => Promise<T>): Promise<{ ms: number; cpu: number; value: T }> {
  const started = performance.now();
  const startedCpu = cpuMs();
  const value = await run();
  return { ms: performance.now() - started, cpu: cpuMs() - startedCpu, value };
}

async function benchExtraction() {
  console.log(`\nExtraction (auto extractor, median of ${repeats} runs per PDF)`);
  const lists: GeneratedPriceList[] = [
    await simpleTablePriceList(),
    await mileageMatrixPriceList({ repeatHeader: false }),
    await sectionHeadingsPriceList(),
    await toyotaPriceList(),
  ];
  const extractor = createAutoExtractor();
  for (const list of lists) {
    const times: number[] = [];
    let cars = 0;
    let offers = 0;
    for (let i = 0; i < repeats; i++) {
      const { ms, value } = await timeIt(() =>
        extractor.extract({ kind: 'pdf', bytes: list.bytes, fileName: list.name }, {}),
      );
      times.push(ms);
      cars = value.result.cars.length;
      offers = value.result.cars.reduce((sum, car) => sum + car.offers.length, 0);
    }
    const kb = (list.bytes.byteLength / 1024).toFixed(1);
    console.log(
      `  ${list.name.padEnd(58)} ${kb.padStart(5)} kB  ${String(cars).padStart(3)} cars ${String(offers).padStart(4)} offers  ${fmt(median(times)).padStart(6)} ms`,
    );
  }
}

/** A seller's whole price list: `count` cars over a few models, each with a 3 × 3 offer grid. */
function fleet(count: number, priceShift: number): ExtractedCar[] {
  const models = ['Yaris', 'Corolla', 'C-HR', 'RAV4', 'bZ4X'];
  return Array.from({ length: count }, (_, i) => ({
    make: 'Toyota',
    model: models[i % models.length] as string,
    variant: `Variant ${Math.floor(i / models.length) + 1} ${100 + (i % 7) * 10} HK`,
    horsepower: 100 + (i % 7) * 10,
    fuel_type: 'Hybrid - Petrol',
    transmission: 'Automatic',
    offers: [10_000, 15_000, 20_000].flatMap((mileage) =>
      [24, 36, 48].map((months) => ({
        mileage_per_year: mileage,
        period_months: months,
        first_payment: 4_995,
        monthly_price: 2_500 + (i % 40) * 25 + mileage / 100 - months * 5 + priceShift,
      })),
    ),
  }));
}

/** A fresh database with the bench's seller, its five Toyota models and an admin. */
async function seedBenchSeller(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const bundle = buildCatalog([{ seller: 'Bench Bilhus', make: 'Toyota', model: 'Yaris' }]);
  const toyota = bundle.makes[0] as { id: string };
  for (const name of ['Corolla', 'C-HR', 'RAV4', 'bZ4X']) {
    bundle.models.push({ id: crypto.randomUUID(), makeId: toyota.id, name });
  }
  await bulkInsertCatalog(handle.db, bundle);
  const sellerId = (bundle.sellers[0] as { id: string }).id;
  const actor = { id: 'bench-admin', email: 'bench@leasingmatch.dk' };
  await handle.db.insert(user).values({ id: actor.id, name: 'Bench', email: actor.email });
  return { sellerId, actor };
}

type Actor = { id: string; email: string };

/** One price list from load to applied: load the seller's listings, match, store the batch, approve, apply. */
async function importList(handle: DatabaseHandle, sellerId: string, actor: Actor, cars: ExtractedCar[]) {
  const load = await timeIt(() => loadSellerListingsForMatching(handle.db, sellerId));
  const match = await timeIt(async () =>
    proposeChanges({ cars, existing: load.value.listings, catalogModels: load.value.catalogModels }),
  );
  const counts = countChanges(match.value);
  const store = await timeIt(() =>
    createImportBatch(handle.db, {
      sellerId,
      sessionIds: [],
      scope: batchScope(cars),
      changes: match.value,
      actor,
    }),
  );
  const { batchId } = store.value;
  await reviewImportChanges(handle.db, {
    batchId,
    decision: 'approved',
    actor,
    types: ['create', 'update', 'withdraw'],
  });
  const tally = countQueries(() => applyImportBatch(handle.db, { batchId, actor }));
  const apply = await timeIt(() => tally.result);
  if (!apply.value.ok) throw new Error(`The bench's apply failed: ${apply.value.message}`);
  const applied = apply.value.counts;
  return {
    loadMs: load.ms,
    matchMs: match.ms,
    storeMs: store.ms,
    applyMs: apply.ms,
    applyQueries: tally.queries(),
    cpuMs: load.cpu + match.cpu + store.cpu + apply.cpu,
    summary:
      `create ${counts.create}, update ${counts.update}, unchanged ${counts.unchanged}, withdraw ${counts.withdraw};` +
      ` applied ${applied.created}/${applied.updated}/${applied.withdrawn}`,
  };
}

async function benchMatchingAndApply() {
  console.log(`\nMatching and apply (PGlite in memory, a seller with ${fleetSize} cars × 9 offers)`);
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const { sellerId, actor } = await seedBenchSeller(handle);

    const run = async (label: string, cars: ExtractedCar[]) => {
      const step = await importList(handle, sellerId, actor, cars);
      console.log(
        `  ${label.padEnd(30)} load ${fmt(step.loadMs).padStart(6)} ms  match ${fmt(step.matchMs).padStart(6)} ms  store ${fmt(step.storeMs).padStart(6)} ms  apply ${fmt(step.applyMs).padStart(7)} ms` +
          `  (${step.summary})`,
      );
      return step.applyMs;
    };

    const first = await run('first import (all new)', fleet(fleetSize, 0));
    await run('same list again (no changes)', fleet(fleetSize, 0));
    const changed = await run('every price +100 kr.', fleet(fleetSize, 100));
    const twoModels = fleet(fleetSize, 100).filter((car) => car.model === 'Yaris' || car.model === 'Corolla');
    await run('a list of two models only', twoModels);
    console.log(
      `  apply per car: first import ${fmt(first / fleetSize)} ms, price update ${fmt(changed / fleetSize)} ms`,
    );
  } finally {
    await handle.close();
  }
}

/** A throwaway database: PGlite in memory, or a new database on the server TEST_DATABASE_URL names. */
async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const admin = await openDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
  const name = `bench_ingestion_${crypto.randomUUID().replaceAll('-', '')}`;
  try {
    await admin.db.execute(sql.raw(`create database ${name}`));
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}

/**
 * Issue 28 goal 4: a seller's 5 000-car list (9 offers each) loaded, matched, stored and applied on a
 * fresh database, then the same list with 10 % of the cars' prices changed. Each run on a new database;
 * medians of `bigRepeats` runs.
 */
async function benchBigList(kind: 'pglite' | 'postgres') {
  const firstRuns: Awaited<ReturnType<typeof importList>>[] = [];
  const updateRuns: Awaited<ReturnType<typeof importList>>[] = [];
  for (let i = 0; i < bigRepeats; i++) {
    const handle = await openBenchDatabase(kind);
    try {
      const { sellerId, actor } = await seedBenchSeller(handle);
      firstRuns.push(await importList(handle, sellerId, actor, fleet(bigFleetSize, 0)));
      const tenPercent = fleet(bigFleetSize, 0).map((car, index) =>
        index % 10 === 0
          ? { ...car, offers: car.offers.map((o) => ({ ...o, monthly_price: o.monthly_price + 100 })) }
          : car,
      );
      updateRuns.push(await importList(handle, sellerId, actor, tenPercent));
    } finally {
      await handle.close();
    }
  }
  console.log(
    `\n${bigFleetSize} cars × 9 offers on ${kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'} (median of ${bigRepeats} runs, each on a fresh database)`,
  );
  for (const [label, runs] of [
    ['first import (all new)', firstRuns],
    ['10 % of the cars changed', updateRuns],
  ] as const) {
    const total = median(runs.map((run) => run.loadMs + run.matchMs + run.storeMs + run.applyMs));
    const verdict = total <= bigBudgetMs ? 'within' : 'OVER';
    console.log(
      `  ${label.padEnd(26)} load ${fmt(median(runs.map((r) => r.loadMs))).padStart(6)} ms  match ${fmt(median(runs.map((r) => r.matchMs))).padStart(6)} ms` +
        `  store ${fmt(median(runs.map((r) => r.storeMs))).padStart(6)} ms  apply ${fmt(median(runs.map((r) => r.applyMs))).padStart(6)} ms` +
        ` (${median(runs.map((r) => r.applyQueries))} queries)  total ${fmt(total).padStart(6)} ms` +
        `${kind === 'pglite' ? ` (CPU ${fmt(median(runs.map((r) => r.cpuMs)))} ms)` : ''} — ${verdict} the ${bigBudgetMs / 1000} s budget` +
        `  (${runs[0]?.summary})`,
    );
  }
}

if (!bigOnly) {
  await benchExtraction();
  await benchMatchingAndApply();
}
await benchBigList('pglite');
if (process.env.TEST_DATABASE_URL) await benchBigList('postgres');
else
  console.log(
    '\n(PostgreSQL: run with `bash scripts/with-postgres.sh npm run bench:ingestion` for the same case there)',
  );
