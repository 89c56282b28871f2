import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { admin, car, type SeededSeller, seedSeller } from '../../db/ingestion/ingestion-test-data';
import { recordSessionProgress } from '../../db/ingestion/record-session-progress';
import { claimNextJob } from '../../db/jobs/claim-next-job';
import { extractionSessions, files, jobs } from '../../db/schema';
import { deleteUnreferencedFiles } from '../images/stored-files';
import { beginExtractionRun } from '../services/admin/ingestion/begin-extraction-run';
import { cancelExtractionSession } from '../services/admin/ingestion/cancel-extraction-session';
import {
  createExtractionSession,
  EXTRACTION_JOB_KIND,
  type ExtractionJobPayload,
} from '../services/admin/ingestion/create-extraction-session';
import {
  failSessionOfGivenUpJob,
  finishExtractionSession,
} from '../services/admin/ingestion/finish-extraction-session';
import type { JobHandler } from './job-types';
import { type JobWorker, startJobWorker } from './job-worker';

let handle: DatabaseHandle;
let seed: SeededSeller;
const workers: JobWorker[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  seed = await seedSeller(handle.db);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop({ graceMs: 2000 })));
  // Each test's jobs are its own: nothing queued may leak into the next.
  await handle.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.status, 'queued'));
});

afterAll(async () => {
  await handle?.close();
});

/** A stand-in for the extraction handler the integrator wires: start, report progress, finish. */
function extractionHandler(run?: (context: { signal: AbortSignal; sessionId: string }) => Promise<void>) {
  const handler: JobHandler<ExtractionJobPayload> = {
    run: async ({ payload, signal, db }) => {
      const session = await beginExtractionRun(db, payload.sessionId);
      if (!session) return;
      await recordSessionProgress(db, session.id, { percent: 50, step: 'Læser PDF' });
      await run?.({ signal, sessionId: session.id });
      await finishExtractionSession(db, session.id, {
        status: 'succeeded',
        extractor: 'table',
        result: { cars: [car()] },
        usage: null,
      });
    },
    onGiveUp: failSessionOfGivenUpJob,
  };
  const worker = startJobWorker({
    db: handle.db,
    handlers: { [EXTRACTION_JOB_KIND]: handler },
    pollMs: 20,
    leaseMs: 300,
    heartbeatMs: 30,
  });
  workers.push(worker);
  return worker;
}

async function session(id: string) {
  const [row] = await handle.db.select().from(extractionSessions).where(eq(extractionSessions.id, id));
  if (!row) throw new Error('no session');
  return row;
}

async function waitForSession(id: string, status: string) {
  const deadline = Date.now() + 8000;
  while ((await session(id)).status !== status) {
    if (Date.now() > deadline) throw new Error(`session never became ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return session(id);
}

async function newSession(maxAttempts?: number) {
  return createExtractionSession(handle.db, {
    sellerId: seed.sellerId,
    source: {
      kind: 'pdf_upload',
      fileName: 'prisliste.pdf',
      bytes: new TextEncoder().encode(`%PDF-1.4 ${Math.random()}`),
    },
    extractor: 'table',
    actor: admin,
    ...(maxAttempts ? { maxAttempts } : {}),
  });
}

/** A server picks the session up, marks it running and dies: its lease is never renewed. */
async function crashWhileRunning(sessionId: string) {
  await claimNextJob(handle.db, { workerId: 'crashed-server', kinds: [EXTRACTION_JOB_KIND], leaseMs: 40 });
  await beginExtractionRun(handle.db, sessionId);
  await recordSessionProgress(handle.db, sessionId, { percent: 30, step: 'Læser PDF' });
}

describe('extraction sessions on the job queue', () => {
  it('resumes a session after its server died, and it succeeds', async () => {
    const { sessionId, jobId } = await newSession();
    await crashWhileRunning(sessionId);
    expect((await session(sessionId)).status).toBe('running');
    extractionHandler();
    const finished = await waitForSession(sessionId, 'succeeded');
    expect(finished.carsFound).toBe(1);
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('fails a session with a Danish reason when its server died on the last attempt', async () => {
    const { sessionId } = await newSession(1);
    await crashWhileRunning(sessionId);
    extractionHandler();
    const failed = await waitForSession(sessionId, 'failed');
    expect(failed.errorCode).toBe('interrupted');
    expect(failed.errorMessage).toMatch(/^Jobbet stoppede uventet \(serveren blev genstartet/);
    expect(failed.finishedAt).not.toBeNull();
  });

  it('stops a running extraction when the session is cancelled, and it stays cancelled', async () => {
    const { sessionId, jobId } = await newSession();
    let reason: unknown = null;
    extractionHandler(
      ({ signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            reason = signal.reason;
            resolve();
          });
        }),
    );
    await waitForSession(sessionId, 'running');
    expect(await cancelExtractionSession(handle.db, sessionId, admin)).toBe('cancelled');
    const deadline = Date.now() + 5000;
    while ((await handle.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]?.status !== 'cancelled') {
      if (Date.now() > deadline) throw new Error('job never cancelled');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reason).toBe('cancelled');
    expect(await session(sessionId)).toMatchObject({ status: 'cancelled', result: null });
  });

  it("keeps a session's PDF when unreferenced files are deleted", async () => {
    const { sessionId } = await newSession();
    const fileId = (await session(sessionId)).sourceFileId as string;
    expect(await handle.db.transaction((tx) => deleteUnreferencedFiles(tx, [fileId]))).toBe(0);
    expect(await handle.db.select({ id: files.id }).from(files).where(eq(files.id, fileId))).toHaveLength(1);
    await handle.db
      .update(extractionSessions)
      .set({ sourceFileId: null })
      .where(eq(extractionSessions.id, sessionId));
    expect(await handle.db.transaction((tx) => deleteUnreferencedFiles(tx, [fileId]))).toBe(1);
  });
});
