import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { cancelJob } from '../../db/jobs/cancel-job';
import { claimNextJob } from '../../db/jobs/claim-next-job';
import { enqueue } from '../../db/jobs/enqueue-job';
import { jobs } from '../../db/schema';
import type { GivenUpJob, JobHandlers } from './job-types';
import { type JobWorker, startJobWorker } from './job-worker';

let handle: DatabaseHandle;
const workers: JobWorker[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop({ graceMs: 2000 })));
});

afterAll(async () => {
  await handle?.close();
});

let kindCounter = 0;
/** A job kind of its own per test, so tests never see each other's jobs. */
const freshKind = () => `test-${++kindCounter}-${Math.random().toString(36).slice(2, 8)}`;

function worker(handlers: JobHandlers, options: { leaseMs?: number; workerId?: string } = {}): JobWorker {
  const started = startJobWorker({
    db: handle.db,
    handlers,
    pollMs: 20,
    leaseMs: options.leaseMs ?? 400,
    heartbeatMs: 40,
    retryDelayMs: 10,
    ...(options.workerId ? { workerId: options.workerId } : {}),
    onError: (error) => {
      throw error;
    },
  });
  workers.push(started);
  return started;
}

async function jobRow(id: string) {
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} missing`);
  return row;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const waitForStatus = (id: string, status: string) =>
  waitFor(async () => (await jobRow(id)).status === status);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('durable job queue', () => {
  it('claims due jobs oldest first and leaves future and other kinds alone', async () => {
    const kind = freshKind();
    const now = Date.now();
    const second = await enqueue(handle.db, { kind, payload: { n: 2 }, runAfter: new Date(now - 1000) });
    const first = await enqueue(handle.db, { kind, payload: { n: 1 }, runAfter: new Date(now - 2000) });
    const future = await enqueue(handle.db, { kind, payload: { n: 3 }, runAfter: new Date(now + 60_000) });
    await enqueue(handle.db, { kind: freshKind(), payload: {} });

    const claim = () => claimNextJob(handle.db, { workerId: 'w', kinds: [kind], leaseMs: 10_000 });
    const a = await claim();
    const b = await claim();
    expect([a?.id, b?.id]).toEqual([first, second]);
    expect(a).toMatchObject({ kind, payload: { n: 1 }, attempt: 1, maxAttempts: 3 });
    expect(await claim()).toBeNull();
    expect((await jobRow(future)).status).toBe('queued');
    expect((await jobRow(first)).lockedBy).toBe('w');
  });

  it('never gives one job to two workers', async () => {
    const kind = freshKind();
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, n) => enqueue(handle.db, { kind, payload: { n } })),
    );
    const claims = await Promise.all(
      ids.map((_, n) =>
        claimNextJob(handle.db, { workerId: `claimer-${n}`, kinds: [kind], leaseMs: 10_000 }),
      ),
    );
    expect(new Set(claims.map((job) => job?.id)).size).toBe(ids.length);

    const runKind = freshKind();
    const runIds = await Promise.all(
      Array.from({ length: 16 }, (_, n) => enqueue(handle.db, { kind: runKind, payload: { n } })),
    );
    const ranBy: Array<{ id: string; worker: string }> = [];
    const handlerFor =
      (name: string) =>
      async ({ jobId }: { jobId: string }) => {
        ranBy.push({ id: jobId, worker: name });
        await sleep(5);
      };
    worker({ [runKind]: handlerFor('one') }, { workerId: 'one' });
    worker({ [runKind]: handlerFor('two') }, { workerId: 'two' });
    // Sixteen claims and completions: generous on a loaded 2-core machine, where PGlite is slow.
    await waitFor(async () => {
      const rows = await handle.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, runKind));
      return rows.every((row) => row.status === 'succeeded');
    }, 30_000);
    expect(ranBy.map((run) => run.id).sort()).toEqual([...runIds].sort());
    expect(new Set(ranBy.map((run) => run.worker))).toEqual(new Set(['one', 'two']));
  }, 40_000);

  it('resumes a job whose worker died before finishing, with the attempt counted', async () => {
    const kind = freshKind();
    const id = await enqueue(handle.db, { kind, payload: { file: 'a.pdf' } });
    // A process claims it and dies: nothing renews the lease.
    expect((await claimNextJob(handle.db, { workerId: 'crashed', kinds: [kind], leaseMs: 100 }))?.id).toBe(
      id,
    );
    const attempts: number[] = [];
    worker({
      [kind]: async ({ attempt, payload }) => {
        expect(payload).toEqual({ file: 'a.pdf' });
        attempts.push(attempt);
      },
    });
    await waitForStatus(id, 'succeeded');
    expect(attempts).toEqual([2]);
    const row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toMatch(/Forsøg 1 af 3 stoppede uventet/);
    expect(row.lockedBy).toBeNull();
  });

  it('fails a job with a reason when its worker died on the last attempt, and tells its owner', async () => {
    const kind = freshKind();
    const id = await enqueue(handle.db, { kind, payload: { sessionId: 's1' }, maxAttempts: 1 });
    await claimNextJob(handle.db, { workerId: 'crashed', kinds: [kind], leaseMs: 50 });
    const givenUp: GivenUpJob[] = [];
    let ran = false;
    worker({
      [kind]: {
        run: async () => {
          ran = true;
        },
        onGiveUp: async (_tx, job) => {
          givenUp.push(job);
        },
      },
    });
    await waitForStatus(id, 'failed');
    expect(ran).toBe(false);
    expect(givenUp).toEqual([
      { jobId: id, kind, payload: { sessionId: 's1' }, reason: expect.stringMatching(/stoppede uventet/) },
    ]);
    const row = await jobRow(id);
    expect(row.finishedAt).not.toBeNull();
    expect(row.lastError).toMatch(/Forsøg 1 af 1/);
  });

  it('keeps a job running when its owner cannot be told, and retries the give-up later', async () => {
    const kind = freshKind();
    const id = await enqueue(handle.db, { kind, payload: {}, maxAttempts: 1 });
    await claimNextJob(handle.db, { workerId: 'crashed', kinds: [kind], leaseMs: 30 });
    await sleep(60);
    let calls = 0;
    const errors: unknown[] = [];
    const started = startJobWorker({
      db: handle.db,
      pollMs: 20,
      handlers: {
        [kind]: {
          run: async () => {},
          onGiveUp: async () => {
            calls += 1;
            if (calls === 1) throw new Error('owner table locked');
          },
        },
      },
      onError: (error) => errors.push(error),
    });
    workers.push(started);
    await waitForStatus(id, 'failed');
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('retries a handler that throws and fails it with the message after the last attempt', async () => {
    const kind = freshKind();
    const id = await enqueue(handle.db, { kind, payload: {}, maxAttempts: 2 });
    const givenUp: string[] = [];
    worker({
      [kind]: {
        run: async ({ attempt }) => {
          throw new Error(`boom ${attempt}`);
        },
        onGiveUp: async (_tx, job) => {
          givenUp.push(job.reason);
        },
      },
    });
    await waitForStatus(id, 'failed');
    const row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBe('Forsøg 2 af 2 mislykkedes: boom 2');
    expect(givenUp).toEqual(['Jobbet mislykkedes efter 2 forsøg: boom 2']);
  });

  it('cancels a queued job at once and a running job through its signal', async () => {
    const kind = freshKind();
    const queued = await enqueue(handle.db, { kind, payload: {}, runAfter: new Date(Date.now() + 60_000) });
    expect(await cancelJob(handle.db, queued)).toBe('cancelled');
    expect((await jobRow(queued)).status).toBe('cancelled');
    expect(await cancelJob(handle.db, queued)).toBe('not_active');

    const id = await enqueue(handle.db, { kind, payload: {} });
    let abortReason: unknown = null;
    let started = false;
    worker({
      [kind]: ({ signal }) =>
        new Promise<void>((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => {
            abortReason = signal.reason;
            reject(new Error('aborted'));
          });
        }),
    });
    await waitFor(async () => started);
    expect(await cancelJob(handle.db, id)).toBe('cancel_requested');
    await waitForStatus(id, 'cancelled');
    expect(abortReason).toBe('cancelled');
    expect((await jobRow(id)).attempts).toBe(1);
  });

  it('hands a running job back to the queue on a graceful stop', async () => {
    const kind = freshKind();
    const id = await enqueue(handle.db, { kind, payload: {} });
    let started = false;
    const stopping = worker({
      [kind]: ({ signal }) =>
        new Promise<void>((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(new Error(String(signal.reason))));
        }),
    });
    await waitFor(async () => started);
    await stopping.stop({ graceMs: 50 });
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    const finished: string[] = [];
    worker({ [kind]: async ({ jobId }) => void finished.push(jobId) });
    await waitForStatus(id, 'succeeded');
    expect(finished).toEqual([id]);
  });

  it('stores a job in the caller transaction, so a rollback leaves no job', async () => {
    const kind = freshKind();
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueue(tx, { kind, payload: {} });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const [row] = await handle.db
      .execute(sql`select count(*)::int as n from jobs where kind = ${kind}`)
      .then((result) => (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows));
    expect(row?.n).toBe(0);
  });
});
