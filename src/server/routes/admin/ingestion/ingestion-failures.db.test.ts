import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { renderPdf } from '../../../../../tests/price-lists/pdf-document';
import { simpleTablePriceList } from '../../../../../tests/price-lists/simple-table';
import { queryRows } from '../../../../db/client';
import { ingestionTablesSnapshot } from '../../../../db/ingestion/ingestion-test-data';
import { importBatches, jobs, models } from '../../../../db/schema';
import type { ApiErrorBody } from '../../../../domain/api/endpoint';
import { startIngestionWorker } from '../../../ingestion/start-ingestion-worker';
import type { JobWorker } from '../../../jobs/job-worker';
import { catalogueOf, ingestionClient, seedSellerWithModels, sellerListings } from './ingestion-test-client';

vi.stubEnv('PRICE_LIST_URL_ALLOW_PRIVATE', '1');

const ctx = setupAuthApp();
let cookie = '';
const api = ingestionClient(ctx, () => cookie);
const workers: JobWorker[] = [];

function startWorker() {
  const worker = startIngestionWorker({
    db: ctx.handle.db,
    aiEnv: {} as never,
    aiConfig: async () => null,
    allowPrivateUrls: true,
    pollMs: 50,
    leaseMs: 2000,
    heartbeatMs: 50,
  });
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  cookie = await ctx.signIn(ADMIN);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop({ graceMs: 2000 })));
});

afterAll(() => {
  vi.unstubAllEnvs();
});

async function jobOf(sessionId: string) {
  const [row] = await queryRows<{ status: string }>(
    ctx.handle.db,
    sql`select j.status from jobs j join extraction_sessions s on s.job_id = j.id where s.id = ${sessionId}`,
  );
  return row?.status;
}

async function waitForJob(sessionId: string, status: string) {
  const deadline = Date.now() + 10_000;
  while ((await jobOf(sessionId)) !== status) {
    if (Date.now() > deadline) throw new Error(`job never became ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('apply that fails in the middle', () => {
  it('leaves the database as it was and shows the error on the batch', async () => {
    startWorker();
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Halvvejs', catalogueOf(list.expected));
    const batchId = await api.batchFromPdf(sellerId, { name: 'skoda.pdf', bytes: list.bytes });
    await api.approveAll(batchId);
    // The last car's model leaves the catalogue after review: the first three creates succeed, the fourth fails.
    await ctx.handle.db.delete(models).where(eq(models.name, 'Kodiaq'));
    const before = await ingestionTablesSnapshot(ctx.handle.db);

    const response = await api.apply(batchId);
    expect(response.status).toBe(422);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.code).toBe('failed');
    expect(body.error).toMatch(/^Intet blev anvendt: Modellen Skoda Kodiaq findes ikke i kataloget/);

    expect(await ingestionTablesSnapshot(ctx.handle.db)).toEqual(before);
    expect(await sellerListings(ctx.handle.db, sellerId)).toEqual([]);
    const batch = await api.batch(batchId);
    expect(batch.status).toBe('review');
    expect(batch.result).toMatchObject({ error: body.error });
    expect(batch.changes.every((change) => change.status === 'approved')).toBe(true);
  });

  it('refuses a batch with nothing approved (422) and an applied batch (409)', async () => {
    startWorker();
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Intet godkendt', catalogueOf(list.expected));
    const batchId = await api.batchFromPdf(sellerId, { name: 'skoda.pdf', bytes: list.bytes });
    const nothing = await api.apply(batchId);
    expect(nothing.status).toBe(422);
    expect(await nothing.json()).toMatchObject({
      code: 'nothing_approved',
      error: 'Der er ingen godkendte ændringer at anvende.',
    });
    await api.approveAll(batchId);
    expect((await api.apply(batchId)).status).toBe(200);
    const twice = await api.apply(batchId);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'batch_not_in_review' });
  });
});

describe('a source that cannot be read', () => {
  it('an unreadable PDF fails its session with the Danish message, and makes no batch', async () => {
    startWorker();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Ulæselig', []);
    const [sessionId] = await api.startPdfs(sellerId, [
      { name: 'beskadiget.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nikke en rigtig pdf') },
    ]);
    const session = await api.waitForSession(sessionId as string);
    expect(session).toMatchObject({
      status: 'failed',
      error_code: 'unreadable_pdf',
      error_message: 'PDF-filen kunne ikke læses. Den er måske beskadiget eller beskyttet med adgangskode.',
      batch_id: null,
    });
    const log = await api.json('GET', `/api/admin/extraction-sessions/${sessionId}/log`);
    const { lines } = (await log.json()) as { lines: Array<{ level: string; message: string }> };
    expect(lines.some((line) => line.level === 'error' && line.message === session.error_message)).toBe(true);

    const batch = await api.json('POST', '/api/admin/batches', { session_ids: [sessionId] });
    expect(batch.status).toBe(422);
    expect(await batch.json()).toMatchObject({ code: 'session_not_succeeded' });
    const batches = await ctx.handle.db
      .select()
      .from(importBatches)
      .where(eq(importBatches.sellerId, sellerId));
    expect(batches).toEqual([]);
  });

  it('a PDF of no known layout fails with the unsupported-layout message when AI is not set up', async () => {
    startWorker();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Ukendt layout', []);
    const bytes = await renderPdf((doc) =>
      doc.fontSize(12).text('Velkommen til vores forretning i Aarhus.', 40, 40),
    );
    const [sessionId] = await api.startPdfs(sellerId, [{ name: 'brochure.pdf', bytes }]);
    const session = await api.waitForSession(sessionId as string);
    expect(session.status).toBe('failed');
    expect(session.error_code).toBe('unsupported_layout');
    expect(session.error_message).toMatch(/^Prislistens layout blev ikke genkendt/);
  });

  it('a file that is not a PDF is refused with 400 and the Danish message, and no session starts', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Ikke PDF', []);
    const response = await api.start({ seller_id: sellerId, extractor: 'auto', source_kind: 'pdf_upload' }, [
      { name: 'noter.pdf', bytes: new TextEncoder().encode('Bare tekst, ingen PDF') },
    ]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'noter.pdf: Filen er ikke en PDF.',
      issues: [{ path: 'files', message: 'noter.pdf: Filen er ikke en PDF.' }],
    });
    const list = await api.json('GET', `/api/admin/extraction-sessions?seller=${sellerId}`);
    expect(((await list.json()) as { total: number }).total).toBe(0);
  });

  it('missing fields are named in Danish', async () => {
    const response = await api.start({ extractor: 'auto', source_kind: 'pdf_upload' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: Array<{ path: string; message: string }> };
    expect(body.issues).toContainEqual({ path: 'seller_id', message: 'Vælg en sælger' });
  });
});

describe('cancel', () => {
  it('a queued session is cancelled with its job and never runs', async () => {
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Annuller i kø', catalogueOf(list.expected));
    const [sessionId] = await api.startPdfs(sellerId, [{ name: 'skoda.pdf', bytes: list.bytes }]);
    expect((await api.session(sessionId as string)).status).toBe('queued');
    const cancelled = await api.json('POST', `/api/admin/extraction-sessions/${sessionId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelled',
      error_message: `Annulleret af ${ADMIN.email}.`,
    });
    expect(await jobOf(sessionId as string)).toBe('cancelled');

    startWorker();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await api.session(sessionId as string)).toMatchObject({ status: 'cancelled', started_at: null });
    const again = await api.json('POST', `/api/admin/extraction-sessions/${sessionId}/cancel`);
    expect(again.status).toBe(409);
  });

  it('a running session stops (its download is aborted), and the worker goes on with the next one', async () => {
    const hanging: Server = createServer(() => {
      // Never answers: the session stays at "Henter kilde" until it is cancelled.
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      startWorker();
      const list = await simpleTablePriceList();
      const sellerId = await seedSellerWithModels(
        ctx.handle.db,
        'Annuller kørende',
        catalogueOf(list.expected),
      );
      const { port } = hanging.address() as AddressInfo;
      const response = await api.start({
        seller_id: sellerId,
        extractor: 'auto',
        source_kind: 'pdf_url',
        url: `http://127.0.0.1:${port}/prisliste.pdf`,
      });
      expect(response.status).toBe(201);
      const [sessionId] = ((await response.json()) as { session_ids: string[] }).session_ids;
      // The job is claimed (running) a moment before it reports its first step.
      const running = await api.waitForSession(
        sessionId as string,
        (status, session) => status === 'running' && session.step !== null,
      );
      expect(running.step).toBe('Henter kilde');

      const cancelled = await api.json('POST', `/api/admin/extraction-sessions/${sessionId}/cancel`);
      expect(cancelled.status).toBe(200);
      await waitForJob(sessionId as string, 'cancelled');
      expect(await api.session(sessionId as string)).toMatchObject({ status: 'cancelled', result: null });

      const [nextId] = await api.startPdfs(sellerId, [{ name: 'skoda.pdf', bytes: list.bytes }]);
      expect((await api.waitForSession(nextId as string)).status).toBe('succeeded');
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe('a session given up by the queue', () => {
  it('is failed with the queue’s reason, never left running', async () => {
    const list = await simpleTablePriceList();
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Opgivet', catalogueOf(list.expected));
    const [sessionId] = await api.startPdfs(sellerId, [{ name: 'skoda.pdf', bytes: list.bytes }]);
    // A server took the job on its last attempt and died: its lease has run out.
    await ctx.handle.db.execute(
      sql`update jobs set status = 'running', attempts = max_attempts, locked_by = 'dead-server',
            locked_until = now() - interval '1 second'
          where id = (select job_id from extraction_sessions where id = ${sessionId})`,
    );
    await ctx.handle.db.execute(
      sql`update extraction_sessions set status = 'running', started_at = now() where id = ${sessionId}`,
    );
    startWorker();
    const session = await api.waitForSession(sessionId as string);
    expect(session.status).toBe('failed');
    expect(session.error_code).toBe('interrupted');
    expect(session.error_message).toMatch(/^Jobbet stoppede uventet/);
    const [job] = await ctx.handle.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(sql`${jobs.id} = (select job_id from extraction_sessions where id = ${sessionId})`);
    expect(job?.status).toBe('failed');
  });
});
