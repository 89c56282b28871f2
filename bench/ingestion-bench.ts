// `npm run bench:ingestion`: how long a price list takes from PDF to applied listings, step by step.
import { performance } from 'node:perf_hooks';
import { bulkInsertCatalog } from '../src/db/catalog-writes';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { loadSellerListingsForMatching } from '../src/db/ingestion/load-seller-listings-for-matching';
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
const repeats = quick ? 5 : 20;
const fleetSize = quick ? 100 : 400;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

async function timeIt<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
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

async function benchMatchingAndApply() {
  console.log(`\nMatching and apply (PGlite in memory, a seller with ${fleetSize} cars × 9 offers)`);
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
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

    const run = async (label: string, cars: ExtractedCar[]) => {
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
      const apply = await timeIt(() => applyImportBatch(handle.db, { batchId, actor }));
      const applied = apply.value.ok ? apply.value.counts : { created: 0, updated: 0, withdrawn: 0 };
      console.log(
        `  ${label.padEnd(30)} load ${fmt(load.ms).padStart(6)} ms  match ${fmt(match.ms).padStart(6)} ms  store ${fmt(store.ms).padStart(6)} ms  apply ${fmt(apply.ms).padStart(7)} ms` +
          `  (create ${counts.create}, update ${counts.update}, unchanged ${counts.unchanged}, withdraw ${counts.withdraw};` +
          ` applied ${applied.created}/${applied.updated}/${applied.withdrawn})`,
      );
      return apply.ms;
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

await benchExtraction();
await benchMatchingAndApply();
