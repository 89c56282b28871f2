import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPriceList } from '../../../../../tests/price-lists/fresh-price-list';
import { createTestDatabase } from '../../../../../tests/setup/test-database';
import { type DatabaseHandle, queryRows } from '../../../../db/client';
import { admin } from '../../../../db/ingestion/ingestion-test-data';
import { makes, models, sellers, settings, user } from '../../../../db/schema';
import { applyImportBatch } from '../ingestion/apply-import-batch';
import { reviewImportChanges } from '../ingestion/review-import-changes';
import { loadPriceListSourcesStatus } from './price-list-sources-status';
import { type RefetchOptions, refetchDuePriceLists } from './refetch-price-lists';

/**
 * Issue 27 part 5 (ADR 056): the scheduled re-fetch of a seller's saved price-list URL, served by a
 * local HTTP server. "An unchanged list only confirms its offers, a changed list opens a batch for
 * review, and a failing or stale source shows on the dashboard."
 */

const HOUR = 3_600_000;
const T0 = new Date('2026-11-12T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

let handle: DatabaseHandle;
let server: Server;
let url = '';
let served: { status: number; body: Uint8Array } = { status: 404, body: new Uint8Array() };
const sellerId = '00000000-0000-4000-8000-000000000561';

beforeAll(async () => {
  handle = await createTestDatabase();
  server = createServer((_request, response) => {
    response.writeHead(served.status, { 'content-type': 'application/pdf' });
    response.end(Buffer.from(served.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/skoda-prisliste.pdf`;
  await handle.db.insert(user).values({ id: admin.id, name: 'Admin', email: admin.email });
  const [make] = await handle.db.insert(makes).values({ name: 'Skoda' }).returning({ id: makes.id });
  for (const name of ['Fabia', 'Enyaq']) {
    await handle.db.insert(models).values({ makeId: make?.id as string, name });
  }
  await handle.db
    .insert(sellers)
    .values({ id: sellerId, name: 'Skoda Syd', priceLists: [{ name: 'Prisliste', url }] });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

const options = (now: Date): RefetchOptions => ({
  now,
  allowPrivateUrls: true,
  runner: { aiConfig: async () => null, allowPrivateUrls: true },
});
const sweep = async (hours: number) =>
  (await refetchDuePriceLists(handle.db, options(at(hours)))).map((result) => result.outcome);

type OfferRow = {
  monthly_price: number;
  source_kind: string;
  source_name: string | null;
  source_page: number | null;
  confirmed_at: Date | string;
};
const offers = () =>
  queryRows<OfferRow>(
    handle.db,
    sql`select o.monthly_price, o.source_kind, o.source_name, o.source_page, o.confirmed_at
        from lease_offers o join listings l on l.id = o.listing_id
        where l.seller_id = ${sellerId} order by o.monthly_price`,
  );
const confirmedDates = async () => [
  ...new Set((await offers()).map((row) => new Date(row.confirmed_at).toISOString())),
];
const batches = () =>
  queryRows<{ id: string; status: string }>(
    handle.db,
    sql`select id, status from import_batches where seller_id = ${sellerId} order by created_at`,
  );
const fetchRow = async () =>
  (
    await queryRows<{ outcome: string; error: string | null; failing_since: Date | string | null }>(
      handle.db,
      sql`select outcome, error, failing_since from price_list_fetches where seller_id = ${sellerId}`,
    )
  )[0];

describe('the scheduled re-fetch of saved price lists', () => {
  it('does nothing while Indstillinger › Prislister is off (the default)', async () => {
    served = { status: 200, body: await freshPriceList({ validUntil: '15. dec. 2026' }) };
    expect(await sweep(0)).toEqual([]);
    expect(await batches()).toEqual([]);
  });

  it('a list never read opens a batch for review, like a manual import', async () => {
    // Indstillinger › Prislister: every 24 hours (as the settings page saves it, without its audit).
    await handle.db.insert(settings).values({ key: 'price_list_refetch', value: { intervalHours: 24 } });
    expect(await sweep(0)).toEqual(['changed']);
    const [batch] = await batches();
    expect(batch?.status).toBe('review');
    await reviewImportChanges(handle.db, {
      batchId: batch?.id as string,
      decision: 'approved',
      actor: admin,
      types: ['create'],
    });
    expect((await applyImportBatch(handle.db, { batchId: batch?.id as string, actor: admin })).ok).toBe(true);
    const rows = await offers();
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({ source_kind: 'price_list', source_name: url, source_page: 1 });
  });

  it('is not fetched again before the interval has passed, unless the clock went back', async () => {
    expect(await sweep(23)).toEqual([]);
    expect(await sweep(-1)).toEqual(['unchanged']);
  });

  it('an unchanged list (same bytes) only confirms its offers', async () => {
    const before = (await offers()).map((row) => row.monthly_price);
    expect(await sweep(22)).toEqual([]);
    expect(await sweep(25)).toEqual(['unchanged']);
    expect(await confirmedDates()).toEqual([at(25).toISOString()]);
    expect((await offers()).map((row) => row.monthly_price)).toEqual(before);
    expect((await batches()).map((batch) => batch.status)).toEqual(['applied']);
  });

  it('other bytes with the same cars and prices are the same reading: confirmed, no batch to review', async () => {
    served = {
      status: 200,
      body: await freshPriceList({ validUntil: '15. dec. 2026', footnote: 'Forbehold for trykfejl.' }),
    };
    expect(await sweep(50)).toEqual(['same_reading']);
    expect(await confirmedDates()).toEqual([at(50).toISOString()]);
    expect((await batches()).map((batch) => batch.status)).toEqual(['applied', 'discarded']);
  });

  it('a changed list opens a batch for review and confirms nothing; fetched again, it opens no second one', async () => {
    served = { status: 200, body: await freshPriceList({ validUntil: '15. dec. 2026', raise: 100 }) };
    expect(await sweep(75)).toEqual(['changed']);
    expect((await batches()).map((batch) => batch.status)).toEqual(['applied', 'discarded', 'review']);
    expect(await confirmedDates()).toEqual([at(50).toISOString()]);
    expect(await sweep(100)).toEqual(['in_review']);
    expect(await batches()).toHaveLength(3);
  });

  it('a failing source keeps its Danish error and since when, and shows on the dashboard', async () => {
    served = { status: 404, body: new Uint8Array() };
    expect(await sweep(125)).toEqual(['failed']);
    expect(await sweep(150)).toEqual(['failed']);
    const row = await fetchRow();
    expect(row?.outcome).toBe('failed');
    expect(row?.error).toMatch(/[æøå]|Prislisten|Adressen|svarede/);
    expect(new Date(row?.failing_since ?? 0).toISOString()).toBe(at(125).toISOString());
    const status = await loadPriceListSourcesStatus(handle.db, at(150));
    expect(status).toMatchObject({ intervalHours: 24, saved: 1 });
    expect(status.problems).toEqual([
      {
        sellerId,
        sellerName: 'Skoda Syd',
        url,
        kind: 'failing',
        since: at(125).toISOString(),
        error: row?.error,
      },
    ]);
  });

  it('a source whose last success is older than two intervals is stale on the dashboard', async () => {
    await handle.db.execute(
      sql`update price_list_fetches set outcome = 'unchanged', error = null, failing_since = null,
            succeeded_at = ${at(100).toISOString()}::timestamptz where seller_id = ${sellerId}`,
    );
    expect((await loadPriceListSourcesStatus(handle.db, at(147))).problems).toEqual([]);
    expect((await loadPriceListSourcesStatus(handle.db, at(149))).problems).toMatchObject([
      { kind: 'stale', since: at(100).toISOString(), error: null },
    ]);
  });
});
