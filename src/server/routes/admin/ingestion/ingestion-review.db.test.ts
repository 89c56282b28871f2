import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../../../../../tests/helpers/auth-test-context';
import { simpleTablePriceList } from '../../../../../tests/price-lists/simple-table';
import { toyotaPriceList } from '../../../../../tests/price-lists/toyota-price-list';
import { appendSessionLog } from '../../../../db/ingestion/append-session-log';
import { auditLog, models } from '../../../../db/schema';
import type { StaleVersionAnswer } from '../../../../domain/admin/record-version';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type {
  ExtractionSessionDetail,
  ExtractionSessionListResponse,
  ImportChangeJson,
  SessionLogResponse,
  ToyotaBatchResponse,
  ToyotaParseResponse,
} from '../../../../domain/ingestion/ingestion-api';
import {
  catalogueOf,
  ingestionClient,
  seedSellerWithModels,
  sellerListings,
  setupIngestionApi,
} from './ingestion-test-client';

// Whole flows through the API (PDF text, matching, apply): room for a cold start on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const { ctx, api } = setupIngestionApi({ allowPrivateUrls: false });

describe('sessions: list, detail, log, source', () => {
  it('lists with seller, status and search filters and counts per status; serves the log and the stored PDF', async () => {
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(
      ctx.handle.db,
      'Liste-forhandler',
      catalogueOf(list.expected),
    );
    const [sessionId] = await api.startPdfs(
      sellerId,
      [{ name: 'skoda-april.pdf', bytes: list.bytes }],
      'table',
    );
    const session = await api.waitForSession(sessionId as string);
    expect(session).toMatchObject({
      status: 'succeeded',
      requested_extractor: 'table',
      extractor: 'table',
      seller_name: 'Liste-forhandler',
      source_kind: 'pdf_upload',
      source_label: 'skoda-april.pdf',
      source_url: `/api/admin/extraction-sessions/${sessionId}/source`,
      created_by_email: ADMIN.email,
      offers_found: 8,
      warnings: [],
    });

    const listed = async (query: string) => {
      const response = await api.json('GET', `/api/admin/extraction-sessions?seller=${sellerId}${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as ExtractionSessionListResponse;
    };
    const all = await listed('');
    expect(all.items.map((item) => item.id)).toEqual([sessionId]);
    expect(all.status_counts).toEqual({ queued: 0, running: 0, succeeded: 1, failed: 0, cancelled: 0 });
    const failed = await listed('&status=failed');
    expect(failed).toMatchObject({ items: [], total: 0, status_counts: { succeeded: 1 } });
    expect((await listed('&search=APRIL')).total).toBe(1);
    expect((await listed('&search=juni')).total).toBe(0);
    expect((await api.json('GET', '/api/admin/extraction-sessions?status=unknown')).status).toBe(400);

    const log = (await (
      await api.json('GET', `/api/admin/extraction-sessions/${sessionId}/log`)
    ).json()) as SessionLogResponse;
    expect(log.lines[0]?.message).toBe('Udtrækningen startede: skoda-april.pdf');
    expect(log.lines.at(-1)?.message).toBe('Færdig (Tabel): 4 biler, 8 tilbud.');
    const lastId = log.lines.at(-1)?.id ?? 0;
    const after = await api.json('GET', `/api/admin/extraction-sessions/${sessionId}/log?after=${lastId}`);
    expect(await after.json()).toEqual({ lines: [] });

    // Warnings are log lines of level 'warn'; the detail lists them in order, without the other lines.
    const lines = [
      ['warn', 'Side 1, linje 3: prisen blev sprunget over.'],
      ['info', 'Ikke en advarsel.'],
      ['warn', 'Skoda Fabia: totalprisen passer ikke.'],
    ] as const;
    for (const [level, message] of lines)
      await appendSessionLog(ctx.handle.db, sessionId as string, level, message);
    const detail = await api.json('GET', `/api/admin/extraction-sessions/${sessionId}`);
    expect(((await detail.json()) as ExtractionSessionDetail).warnings).toEqual([
      'Side 1, linje 3: prisen blev sprunget over.',
      'Skoda Fabia: totalprisen passer ikke.',
    ]);

    const source = await api.json('GET', `/api/admin/extraction-sessions/${sessionId}/source`);
    expect(source.status).toBe(200);
    expect(source.headers.get('content-type')).toBe('application/pdf');
    expect(source.headers.get('content-disposition')).toContain('filename="skoda-april.pdf"');
    expect(new Uint8Array(await source.arrayBuffer())).toEqual(list.bytes);

    const missing = await api.json(
      'GET',
      '/api/admin/extraction-sessions/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Udtrækningen findes ikke.' });
  });
});

describe('batch review', () => {
  it('creates a missing model under its make and turns its changes into creates (audit-logged)', async () => {
    const list = await simpleTablePriceList();
    const catalogue = catalogueOf(list.expected).filter((entry) => entry.model !== 'Enyaq');
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Mangler model', catalogue);
    // The catalogue is shared by this file's tests; no listing uses the model yet.
    await ctx.handle.db.delete(models).where(eq(models.name, 'Enyaq'));
    const batchId = await api.batchFromPdf(sellerId, { name: 'skoda.pdf', bytes: list.bytes });
    const enyaq = (await api.batch(batchId)).changes.find((change) => change.car?.model === 'Enyaq');
    expect(enyaq?.type).toBe('missing_model');

    const created = await api.json('POST', `/api/admin/batches/${batchId}/missing-models`, {
      make: 'skoda',
      model: 'Enyaq',
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({
      converted: 1,
      make_created: false,
      make: 'Skoda',
      model: 'Enyaq',
    });
    const converted = (await api.batch(batchId)).changes.find((change) => change.id === enyaq?.id);
    expect(converted).toMatchObject({ type: 'create', summary: 'Ny bil: Skoda Enyaq 85 Selection 77 kWh' });
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'model'), eq(auditLog.action, 'create')));
    expect(audit.some((row) => (row.after as { name?: string }).name === 'Enyaq')).toBe(true);

    await api.approveAll(batchId);
    expect(await (await api.apply(batchId)).json()).toMatchObject({ counts: { created: 4 } });
  });

  it('edits a car before approval, rejects one change, and applies only the approved ones', async () => {
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Rettelser', catalogueOf(list.expected));
    const batchId = await api.batchFromPdf(sellerId, { name: 'skoda.pdf', bytes: list.bytes });
    const [fabia, octavia, ...rest] = (await api.batch(batchId)).changes;
    if (!fabia?.car || !octavia) throw new Error('no changes');

    const edited = { ...fabia.car, variant: '1.0 TSI Essence 95 HK', horsepower: 95 };
    const put = await api.json('PUT', `/api/admin/batches/${batchId}/changes/${fabia.id}/car`, {
      car: edited,
      expectedVersion: fabia.version,
    });
    expect(put.status).toBe(200);
    const invalid = await api.json('PUT', `/api/admin/batches/${batchId}/changes/${fabia.id}/car`, {
      car: { ...edited, offers: [] },
      expectedVersion: fabia.version + 1,
    });
    expect(invalid.status).toBe(400);

    const reject = await api.json('POST', `/api/admin/batches/${batchId}/review`, {
      change_ids: [octavia.id],
      decision: 'rejected',
    });
    expect(await reject.json()).toEqual({ updated: 1 });
    const approve = await api.json('POST', `/api/admin/batches/${batchId}/review`, {
      change_ids: [fabia.id, ...rest.map((change) => change.id)],
      decision: 'approved',
    });
    expect(approve.status).toBe(200);
    const approvedEdit = await api.json('PUT', `/api/admin/batches/${batchId}/changes/${fabia.id}/car`, {
      car: edited,
      expectedVersion: fabia.version + 1,
    });
    expect(approvedEdit.status).toBe(409);
    expect(await approvedEdit.json()).toMatchObject({ code: 'change_not_editable' });

    // The variant corrected with "Ret bil" is remembered for the seller's next list (issue 25).
    expect(await (await api.apply(batchId)).json()).toEqual({
      counts: { created: 3, updated: 0, withdrawn: 0, unchanged: 0 },
      remembered_corrections: 1,
    });
    const listings = await sellerListings(ctx.handle.db, sellerId);
    expect(listings.map((listing) => listing.model).sort()).toEqual(['Enyaq', 'Fabia', 'Kodiaq']);
    expect(listings.find((listing) => listing.model === 'Fabia')?.variant).toBe('1.0 TSI Essence 95 HK');
    const applied = await api.batch(batchId);
    expect(applied.changes.find((change) => change.id === octavia.id)?.status).toBe('rejected');
    expect(applied.result).toEqual({ counts: { created: 3, updated: 0, withdrawn: 0, unchanged: 0 } });
  });

  it('refuses an edit or apply from a review loaded before another admin edited a change (ADR 037)', async () => {
    const other = { email: 'b.admin@test.dk', password: 'b-admin-kode-12' };
    const created = await api.json('POST', '/api/admin/users', { ...other, admin: true });
    expect(created.status).toBe(201);
    const otherCookie = await ctx.signIn(other);
    const apiB = ingestionClient(ctx, () => otherCookie);
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Samtidig', catalogueOf(list.expected));
    const batchId = await api.batchFromPdf(sellerId, { name: 'skoda.pdf', bytes: list.bytes });
    const editCar = (as: typeof api, change: ImportChangeJson, car: ExtractedCar, expectedVersion: number) =>
      as.json('PUT', `/api/admin/batches/${batchId}/changes/${change.id}/car`, { car, expectedVersion });

    const loadedByA = await api.batch(batchId);
    const loadedByB = await apiB.batch(batchId);
    const [fabiaA] = loadedByA.changes;
    const [fabiaB] = loadedByB.changes;
    if (!fabiaA?.car || !fabiaB?.car) throw new Error('no changes');
    const byA = { ...fabiaA.car, variant: '1.0 TSI Style 116 HK' };
    const savedByA = await editCar(api, fabiaA, byA, fabiaA.version);
    expect(savedByA.status).toBe(200);
    expect(((await savedByA.json()) as { version: number }).version).toBe(fabiaA.version + 1);

    const byB = { ...fabiaB.car, variant: '1.0 TSI Ambition 95 HK' };
    const stale = await editCar(apiB, fabiaB, byB, fabiaB.version);
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as StaleVersionAnswer;
    expect(answer).toMatchObject({
      code: 'STALE_VERSION',
      currentVersion: fabiaA.version + 1,
      changedBy: ADMIN.email,
    });
    expect(answer.message).toContain(ADMIN.email);
    expect((await api.batch(batchId)).changes[0]?.car?.variant).toBe(byA.variant);

    // B approves everything and applies from the batch as B loaded it: refused, nothing applied.
    await apiB.approveAll(batchId);
    const staleApply = await apiB.json('POST', `/api/admin/batches/${batchId}/apply`, {
      expectedVersion: loadedByB.version,
    });
    expect(staleApply.status).toBe(409);
    expect(await staleApply.json()).toMatchObject({ code: 'STALE_VERSION', changedBy: ADMIN.email });
    expect((await api.batch(batchId)).status).toBe('review');
    expect((await apiB.json('POST', `/api/admin/batches/${batchId}/apply`, {})).status).toBe(400);

    // B reloads and applies: A's edit is what lands.
    const applied = await apiB.apply(batchId);
    expect(applied.status).toBe(200);
    const listings = await sellerListings(ctx.handle.db, sellerId);
    expect(listings.find((listing) => listing.model === 'Fabia')?.variant).toBe(byA.variant);
  });

  it('edits a change again once reloaded, and refuses an edit without a version', async () => {
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Genindlæst', catalogueOf(list.expected));
    const batchId = await api.batchFromPdf(sellerId, { name: 'skoda.pdf', bytes: list.bytes });
    const [fabia] = (await api.batch(batchId)).changes;
    if (!fabia?.car) throw new Error('no changes');
    const path = `/api/admin/batches/${batchId}/changes/${fabia.id}/car`;
    const first = { ...fabia.car, variant: '1.0 TSI Style 116 HK' };
    expect((await api.json('PUT', path, { car: first, expectedVersion: fabia.version })).status).toBe(200);
    expect((await api.json('PUT', path, { car: fabia.car })).status).toBe(400);
    const reloaded = (await api.batch(batchId)).changes[0] as ImportChangeJson;
    const second = { ...first, variant: '1.0 TSI Ambition 95 HK' };
    expect((await api.json('PUT', path, { car: second, expectedVersion: reloaded.version })).status).toBe(
      200,
    );
    expect((await api.batch(batchId)).changes[0]?.car?.variant).toBe(second.variant);
  });

  it('refuses sessions of different sellers in one batch', async () => {
    const list = await simpleTablePriceList();
    const one = await seedSellerWithModels(ctx.handle.db, 'Sælger en', catalogueOf(list.expected));
    const two = await seedSellerWithModels(ctx.handle.db, 'Sælger to', catalogueOf(list.expected));
    const [a] = await api.startPdfs(one, [{ name: 'a.pdf', bytes: list.bytes }]);
    const [b] = await api.startPdfs(two, [{ name: 'b.pdf', bytes: list.bytes }]);
    await api.waitForSession(a as string);
    await api.waitForSession(b as string);
    const response = await api.json('POST', '/api/admin/batches', { session_ids: [a, b] });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'different_sellers' });
  });
});

describe('Toyota PDF', () => {
  it('parses the price list into variants with counts, and refuses another layout or a non-PDF', async () => {
    const list = await toyotaPriceList();
    const response = await api.multipart(
      '/api/admin/toyota-pdf/parse',
      {},
      { file: [{ name: 'toyota.pdf', bytes: list.bytes }] },
    );
    expect(response.status).toBe(200);
    const parsed = (await response.json()) as ToyotaParseResponse;
    expect(parsed.file_name).toBe('toyota.pdf');
    expect(parsed.pages).toBeGreaterThanOrEqual(1);
    expect(parsed.counts.total).toBe(parsed.variants.length);
    expect(parsed.counts.electric + parsed.counts.hybrid + parsed.counts.petrol).toBe(parsed.counts.total);
    expect(parsed.result.cars).toHaveLength(list.expected.cars.length);
    const prices = list.expected.cars.flatMap((car) => car.offers.map((offer) => offer.monthly_price));
    expect(parsed.monthly_price_range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });

    const table = await simpleTablePriceList();
    const other = await api.multipart(
      '/api/admin/toyota-pdf/parse',
      {},
      { file: [{ name: 'skoda.pdf', bytes: table.bytes }] },
    );
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'unsupported_layout' });
    const text = await api.multipart(
      '/api/admin/toyota-pdf/parse',
      {},
      {
        file: [{ name: 'x.pdf', bytes: new TextEncoder().encode('hej') }],
      },
    );
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: 'Filen er ikke en PDF.' });
  });

  it('turns the price list into a toyota session and its batch', async () => {
    const list = await toyotaPriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Toyota Syd', catalogueOf(list.expected));
    const response = await api.multipart(
      '/api/admin/toyota-pdf/batch',
      { seller_id: sellerId },
      { file: [{ name: 'toyota-maj.pdf', bytes: list.bytes }] },
    );
    expect(response.status).toBe(201);
    const { session_id, batch_id } = (await response.json()) as ToyotaBatchResponse;
    expect(await api.session(session_id)).toMatchObject({
      status: 'succeeded',
      extractor: 'toyota',
      batch_id,
      cars_found: list.expected.cars.length,
    });
    const batch = await api.batch(batch_id);
    expect(batch.changes.filter((change) => change.type === 'create')).toHaveLength(
      list.expected.cars.length,
    );
    const log = (await (
      await api.json('GET', `/api/admin/extraction-sessions/${session_id}/log`)
    ).json()) as SessionLogResponse;
    expect(log.lines.length).toBeGreaterThan(1);

    const noSeller = await api.multipart(
      '/api/admin/toyota-pdf/batch',
      {},
      { file: [{ name: 't.pdf', bytes: list.bytes }] },
    );
    expect(noSeller.status).toBe(400);
  });
});
