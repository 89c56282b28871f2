import { describe, expect, it, vi } from 'vitest';
import { mileageMatrixPriceList } from '../../../../../tests/price-lists/mileage-matrix';
import type { GeneratedPriceList } from '../../../../../tests/price-lists/pdf-document';
import { sectionHeadingsPriceList } from '../../../../../tests/price-lists/section-headings';
import { simpleTablePriceList } from '../../../../../tests/price-lists/simple-table';
import { toyotaPriceList } from '../../../../../tests/price-lists/toyota-price-list';
import type { ApplyCounts } from '../../../../domain/ingestion/ingestion-api';
import {
  catalogueOf,
  expectedListings,
  seedSellerWithModels,
  sellerListings,
  setupIngestionApi,
} from './ingestion-test-client';

// Whole flows through the API (PDF text, matching, apply): room for a cold start on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const { ctx, api } = setupIngestionApi();

const layouts: Array<[string, () => Promise<GeneratedPriceList>]> = [
  ['a: simple table', simpleTablePriceList],
  ['b: mileage matrix over two pages', () => mileageMatrixPriceList({ repeatHeader: false })],
  ['c: section headings', sectionHeadingsPriceList],
  ['d: Toyota Danmark', toyotaPriceList],
];

describe.each(layouts)('price list %s through the API', (name, generate) => {
  it('upload → session → batch → approve → apply gives exactly the expected pending listings; again → nothing to update', async () => {
    const list = await generate();
    const sellerId = await seedSellerWithModels(
      ctx.handle.db,
      `Forhandler ${name}`,
      catalogueOf(list.expected),
    );

    const [sessionId] = await api.startPdfs(sellerId, [{ name: 'prisliste.pdf', bytes: list.bytes }]);
    const session = await api.waitForSession(sessionId as string);
    expect(session).toMatchObject({
      status: 'succeeded',
      progress: 100,
      cars_found: list.expected.cars.length,
    });
    expect(session.result?.cars).toHaveLength(list.expected.cars.length);
    expect(session.duration_ms).toBeGreaterThanOrEqual(0);

    const batchId = await api.createBatch([sessionId as string]);
    const batch = await api.batch(batchId);
    expect(batch.changes.map((change) => change.type)).toEqual(list.expected.cars.map(() => 'create'));
    expect(batch.sessions.map((s) => s.id)).toEqual([sessionId]);
    await api.approveAll(batchId);
    const applied = await api.apply(batchId);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({
      counts: {
        created: list.expected.cars.length,
        updated: 0,
        withdrawn: 0,
        unchanged: 0,
      } satisfies ApplyCounts,
      remembered_corrections: 0,
    });
    expect(await sellerListings(ctx.handle.db, sellerId)).toEqual(expectedListings(list.expected, 'pending'));
    expect((await api.batch(batchId)).status).toBe('applied');

    // The same price list again proposes no change at all.
    const againId = await api.batchFromPdf(sellerId, { name: 'prisliste-igen.pdf', bytes: list.bytes });
    const again = await api.batch(againId);
    expect(again.changes.map((change) => change.type)).toEqual(list.expected.cars.map(() => 'unchanged'));
  });
});

describe('a second price list of the same seller', () => {
  it('covering other models proposes no withdrawal of the first list’s models', async () => {
    const first = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Skoda Nord', [
      ...catalogueOf(first.expected),
      { make: 'Skoda', model: 'Superb' },
      { make: 'Skoda', model: 'Kamiq' },
    ]);
    const firstBatch = await api.batchFromPdf(sellerId, { name: 'skoda.pdf', bytes: first.bytes });
    await api.approveAll(firstBatch);
    expect((await api.apply(firstBatch)).status).toBe(200);

    const csv = [
      'Mærke;Model;Variant;HK;Brændstof;Gear;Km/år;Løbetid;Udbetaling;Ydelse pr. md.',
      'Skoda;Superb;1.5 TSI Selection DSG;150;Benzin;Automatisk;15.000;36;9.995;4.195',
      'Skoda;Kamiq;1.0 TSI Essence;115;Benzin;Manuel;15.000;36;4.995;2.895',
    ].join('\n');
    const response = await api.start({ seller_id: sellerId, extractor: 'auto', source_kind: 'csv' }, [
      { name: 'skoda-suv.csv', bytes: new TextEncoder().encode(csv), type: 'text/csv' },
    ]);
    expect(response.status).toBe(201);
    const [sessionId] = ((await response.json()) as { session_ids: string[] }).session_ids;
    const session = await api.waitForSession(sessionId as string);
    expect(session).toMatchObject({ status: 'succeeded', extractor: 'csv', cars_found: 2 });
    const batch = await api.batch(await api.createBatch([sessionId as string]));
    expect(batch.changes.map((change) => change.type)).toEqual(['create', 'create']);
    expect(batch.scope).toEqual([
      { make: 'Skoda', model: 'Superb' },
      { make: 'Skoda', model: 'Kamiq' },
    ]);
  });

  it('two sessions of one seller make one batch; asking again answers the same batch', async () => {
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'To filer', catalogueOf(list.expected));
    const ids = await api.startPdfs(sellerId, [
      { name: 'del-1.pdf', bytes: list.bytes },
      { name: 'del-2.pdf', bytes: list.bytes },
    ]);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect((await api.waitForSession(id)).status).toBe('succeeded');
    const batchId = await api.createBatch(ids);
    const again = await api.json('POST', '/api/admin/batches', { session_ids: ids });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ batch_id: batchId });
    const batch = await api.batch(batchId);
    expect(batch.sessions).toHaveLength(2);
    expect(batch.changes).toHaveLength(list.expected.cars.length);
  });
});
