import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPriceList } from '../../../../../tests/price-lists/fresh-price-list';
import { createTestDatabase } from '../../../../../tests/setup/test-database';
import { type DatabaseHandle, queryRows } from '../../../../db/client';
import { admin } from '../../../../db/ingestion/ingestion-test-data';
import { makes, models, sellers, settings, user } from '../../../../db/schema';
import { runSessionNow } from '../../../ingestion/run-session-now';
import { applyImportBatch } from '../ingestion/apply-import-batch';
import { createBatchFromSessions } from '../ingestion/create-batch-from-sessions';
import { createExtractionSession } from '../ingestion/create-extraction-session';
import { reviewImportChanges } from '../ingestion/review-import-changes';
import { type RefetchOptions, refetchDuePriceLists } from './refetch-price-lists';

/**
 * Issue 30 part 1 (ADR 068): a batch read by the scheduled re-fetch and a batch an admin imports each
 * record the prices they change, with their source.
 */

const T0 = new Date('2026-11-12T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const sellerId = '00000000-0000-4000-8000-000000000681';
const runner = { aiConfig: async () => null, allowPrivateUrls: true };

let handle: DatabaseHandle;
let server: Server;
let url = '';
let served: Uint8Array = new Uint8Array();

beforeAll(async () => {
  handle = await createTestDatabase();
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end(Buffer.from(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prisliste.pdf`;
  await handle.db.insert(user).values({ id: admin.id, name: 'Admin', email: admin.email });
  const [make] = await handle.db.insert(makes).values({ name: 'Skoda' }).returning({ id: makes.id });
  for (const name of ['Fabia', 'Enyaq'])
    await handle.db.insert(models).values({ makeId: make?.id as string, name });
  await handle.db
    .insert(sellers)
    .values({ id: sellerId, name: 'Skoda Nord', priceLists: [{ name: 'Prisliste', url }] });
  await handle.db.insert(settings).values({ key: 'price_list_refetch', value: { intervalHours: 24 } });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

const options = (now: Date): RefetchOptions => ({ now, allowPrivateUrls: true, runner });

async function applyOpenBatch(types: ('create' | 'update')[]) {
  const [batch] = await queryRows<{ id: string }>(
    handle.db,
    sql`select id from import_batches where status = 'review' order by created_at desc limit 1`,
  );
  const batchId = batch?.id as string;
  await reviewImportChanges(handle.db, { batchId, decision: 'approved', actor: admin, types });
  expect((await applyImportBatch(handle.db, { batchId, actor: admin })).ok).toBe(true);
}

type Row = { kind: string; monthly_price: number; previous_monthly_price: number | null; source: string };
/** The Fabia's one offer (15.000 km, 36 mdr., 4.995 kr.): its history oldest first. */
const fabiaHistory = () =>
  queryRows<Row>(
    handle.db,
    sql`select h.kind, h.monthly_price, h.previous_monthly_price, h.source
        from offer_price_history h join listings l on l.id = h.listing_id
        join models m on m.id = l.model_id
        where m.name = 'Fabia' order by h.observed_at`,
  );

describe('price history of imports and re-fetches', () => {
  it('records the offers a re-fetched list creates, then the prices its next reading changes, as the re-fetch', async () => {
    served = await freshPriceList({ validUntil: '15. dec. 2026' });
    expect((await refetchDuePriceLists(handle.db, options(at(0)))).map((r) => r.outcome)).toEqual([
      'changed',
    ]);
    await applyOpenBatch(['create']);
    served = await freshPriceList({ validUntil: '15. dec. 2026', raise: 100 });
    expect((await refetchDuePriceLists(handle.db, options(at(25)))).map((r) => r.outcome)).toEqual([
      'changed',
    ]);
    await applyOpenBatch(['update']);
    expect(await fabiaHistory()).toEqual([
      { kind: 'appeared', monthly_price: 2_295, previous_monthly_price: null, source: 'refetch' },
      { kind: 'changed', monthly_price: 2_395, previous_monthly_price: 2_295, source: 'refetch' },
    ]);
  });

  it("records an admin's import of a cheaper list as an import", async () => {
    const bytes = await freshPriceList({ validUntil: '15. dec. 2026', raise: -200 });
    const { sessionId, jobId } = await createExtractionSession(handle.db, {
      sellerId,
      source: { kind: 'pdf_url', url, bytes },
      extractor: 'auto',
      actor: admin,
    });
    expect(await runSessionNow(handle.db, { sessionId, jobId }, runner)).toBe('succeeded');
    expect((await createBatchFromSessions(handle.db, { sessionIds: [sessionId], actor: admin })).ok).toBe(
      true,
    );
    await applyOpenBatch(['update']);
    expect((await fabiaHistory()).at(-1)).toEqual({
      kind: 'changed',
      monthly_price: 2_095,
      previous_monthly_price: 2_395,
      source: 'import',
    });
  });
});
