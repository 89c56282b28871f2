import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import { appendSessionLog } from '../../../../db/ingestion/append-session-log';
import { admin, car, offer } from '../../../../db/ingestion/ingestion-test-data';
import { readSessionLog } from '../../../../db/ingestion/read-session-log';
import { recordSessionProgress } from '../../../../db/ingestion/record-session-progress';
import { extractionSessions, files, jobs } from '../../../../db/schema';
import { beginExtractionRun } from './begin-extraction-run';
import { cancelExtractionSession } from './cancel-extraction-session';
import { createExtractionSession, EXTRACTION_JOB_KIND } from './create-extraction-session';
import { finishExtractionSession } from './finish-extraction-session';
import { storeSessionSourceFile } from './store-session-source-file';

const ctx = setupSeededSeller();

const pdfBytes = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF`);

async function session(id: string) {
  const [row] = await ctx.handle.db.select().from(extractionSessions).where(eq(extractionSessions.id, id));
  if (!row) throw new Error('no session');
  return row;
}

async function job(id: string) {
  const [row] = await ctx.handle.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error('no job');
  return row;
}

describe('extraction sessions', () => {
  it('creates a queued session with its stored PDF and its job in one go', async () => {
    const bytes = pdfBytes('prisliste A');
    const { sessionId, jobId } = await createExtractionSession(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      source: { kind: 'pdf_upload', fileName: 'toyota-privatleasing.pdf', bytes },
      extractor: 'auto',
      actor: admin,
    });
    const row = await session(sessionId);
    expect(row).toMatchObject({
      status: 'queued',
      progress: 0,
      sourceKind: 'pdf_upload',
      sourceLabel: 'toyota-privatleasing.pdf',
      requestedExtractor: 'auto',
      jobId,
      createdBy: admin.id,
      createdByEmail: admin.email,
    });
    expect(await job(jobId)).toMatchObject({
      kind: EXTRACTION_JOB_KIND,
      payload: { sessionId },
      status: 'queued',
      maxAttempts: 2,
    });
    const [file] = await ctx.handle.db
      .select()
      .from(files)
      .where(eq(files.id, row.sourceFileId as string));
    expect(file?.contentType).toBe('application/pdf');
    expect(new Uint8Array(file?.bytes ?? [])).toEqual(bytes);

    // The same PDF again is stored once.
    const again = await createExtractionSession(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      source: { kind: 'pdf_upload', fileName: 'kopi.pdf', bytes },
      extractor: 'table',
      actor: null,
    });
    expect((await session(again.sessionId)).sourceFileId).toBe(row.sourceFileId);
  });

  it('leaves neither session nor job when the session cannot be stored', async () => {
    const jobsBefore = (await ctx.handle.db.select().from(jobs)).length;
    await expect(
      createExtractionSession(ctx.handle.db, {
        sellerId: '00000000-0000-4000-8000-000000000000',
        source: { kind: 'text', text: 'Yaris 2.999 kr.' },
        extractor: 'ai',
        actor: null,
      }),
    ).rejects.toThrow();
    expect((await ctx.handle.db.select().from(jobs)).length).toBe(jobsBefore);
  });

  it('runs: started with its source, progress, a log read after an id, succeeded with counts and usage', async () => {
    const { sessionId } = await createExtractionSession(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      source: { kind: 'csv', text: 'make;model\nToyota;Yaris', fileName: 'liste.csv' },
      extractor: 'csv',
      actor: admin,
    });
    const started = await beginExtractionRun(ctx.handle.db, sessionId);
    expect(started).toEqual({
      id: sessionId,
      sellerId: ctx.seed.sellerId,
      requestedExtractor: 'csv',
      source: { kind: 'csv', label: 'liste.csv', text: 'make;model\nToyota;Yaris', pdf: null },
    });
    expect((await session(sessionId)).startedAt).not.toBeNull();
    expect(
      await recordSessionProgress(ctx.handle.db, sessionId, { percent: 42.4, step: 'Læser tabeller' }),
    ).toBe(true);
    expect(await session(sessionId)).toMatchObject({
      status: 'running',
      progress: 42,
      step: 'Læser tabeller',
    });

    const first = await appendSessionLog(ctx.handle.db, sessionId, 'info', 'Side 1 læst');
    await appendSessionLog(ctx.handle.db, sessionId, 'warn', 'Række 7 sprunget over');
    await appendSessionLog(ctx.handle.db, sessionId, 'info', 'Side 2 læst');
    expect((await readSessionLog(ctx.handle.db, sessionId)).map((line) => line.message)).toEqual([
      'Side 1 læst',
      'Række 7 sprunget over',
      'Side 2 læst',
    ]);
    expect(
      (await readSessionLog(ctx.handle.db, sessionId, { afterId: first })).map((line) => [
        line.level,
        line.message,
      ]),
    ).toEqual([
      ['warn', 'Række 7 sprunget over'],
      ['info', 'Side 2 læst'],
    ]);

    const result = {
      cars: [
        car(),
        car({ variant: '1.8 Hybrid', offers: [offer(15_000, 36, 0, 3_500), offer(20_000, 36, 0, 3_700)] }),
      ],
    };
    const status = await finishExtractionSession(ctx.handle.db, sessionId, {
      status: 'succeeded',
      extractor: 'ai',
      result,
      usage: { model: 'gpt-test', promptTokens: 1200, completionTokens: 300, costMicroUsd: 4_500 },
      promptVersion: 'price-list-v1',
    });
    expect(status).toBe('succeeded');
    expect(await session(sessionId)).toMatchObject({
      status: 'succeeded',
      extractor: 'ai',
      result,
      carsFound: 2,
      offersFound: 3,
      progress: 100,
      model: 'gpt-test',
      promptTokens: 1200,
      completionTokens: 300,
      costMicroUsd: 4_500,
      promptVersion: 'price-list-v1',
      errorCode: null,
    });
    expect((await session(sessionId)).finishedAt).not.toBeNull();
    // Finished: it cannot be started, progressed or cancelled again.
    expect(await beginExtractionRun(ctx.handle.db, sessionId)).toBeNull();
    expect(await recordSessionProgress(ctx.handle.db, sessionId, { percent: 10, step: 'x' })).toBe(false);
    expect(await cancelExtractionSession(ctx.handle.db, sessionId, admin)).toBe('not_active');
  });

  it('fails with a code and a Danish message, and refuses to store an invalid result', async () => {
    const create = () =>
      createExtractionSession(ctx.handle.db, {
        sellerId: ctx.seed.sellerId,
        source: { kind: 'pdf_url', url: 'https://www.toyota.dk/prisliste.pdf' },
        extractor: 'toyota',
        actor: admin,
      });
    const failed = await create();
    await beginExtractionRun(ctx.handle.db, failed.sessionId);
    await finishExtractionSession(ctx.handle.db, failed.sessionId, {
      status: 'failed',
      errorCode: 'unsupported_layout',
      errorMessage: 'PDF-filens layout kendes ikke.',
      extractor: 'toyota',
    });
    expect(await session(failed.sessionId)).toMatchObject({
      status: 'failed',
      errorCode: 'unsupported_layout',
      errorMessage: 'PDF-filens layout kendes ikke.',
      result: null,
    });

    const invalid = await create();
    await beginExtractionRun(ctx.handle.db, invalid.sessionId);
    const fileId = await storeSessionSourceFile(ctx.handle.db, invalid.sessionId, pdfBytes('downloaded'));
    expect((await session(invalid.sessionId)).sourceFileId).toBe(fileId);
    expect((await beginExtractionRun(ctx.handle.db, invalid.sessionId))?.source.pdf).toEqual(
      pdfBytes('downloaded'),
    );
    await finishExtractionSession(ctx.handle.db, invalid.sessionId, {
      status: 'succeeded',
      extractor: 'toyota',
      result: { cars: [{ ...car(), offers: [] }] },
      usage: null,
    });
    expect(await session(invalid.sessionId)).toMatchObject({
      status: 'failed',
      errorCode: 'invalid_result',
      result: null,
    });
  });

  it('cancels a queued or running session and its job; a cancelled session stays cancelled', async () => {
    const queued = await createExtractionSession(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      source: { kind: 'text', text: 'Yaris 2.999 kr.' },
      extractor: 'ai',
      actor: admin,
    });
    expect(await cancelExtractionSession(ctx.handle.db, queued.sessionId, admin)).toBe('cancelled');
    expect(await session(queued.sessionId)).toMatchObject({
      status: 'cancelled',
      errorCode: 'cancelled',
      errorMessage: `Annulleret af ${admin.email}.`,
      sourceLabel: 'Indsat tekst',
    });
    expect((await job(queued.jobId)).status).toBe('cancelled');
    expect(await beginExtractionRun(ctx.handle.db, queued.sessionId)).toBeNull();

    const running = await createExtractionSession(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      source: { kind: 'text', text: 'Aygo X 2.299 kr.', label: 'Mail fra forhandler' },
      extractor: 'ai',
      actor: admin,
    });
    await ctx.handle.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'w', attempts: 1 })
      .where(eq(jobs.id, running.jobId));
    await beginExtractionRun(ctx.handle.db, running.sessionId);
    expect(await cancelExtractionSession(ctx.handle.db, running.sessionId, null)).toBe('cancelled');
    expect((await job(running.jobId)).cancelRequestedAt).not.toBeNull();
    expect(
      await finishExtractionSession(ctx.handle.db, running.sessionId, {
        status: 'succeeded',
        extractor: 'ai',
        result: { cars: [car()] },
        usage: null,
      }),
    ).toBe('cancelled');
    expect(await session(running.sessionId)).toMatchObject({
      status: 'cancelled',
      result: null,
      errorMessage: 'Annulleret.',
    });
    expect((await readSessionLog(ctx.handle.db, running.sessionId)).map((line) => line.message)).toEqual([
      'Annulleret.',
    ]);
  });
});
