import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { type ClaimedJob, claimNextJob } from '../../db/jobs/claim-next-job';
import { completeJob, failJobAttempt, type GiveUp, releaseJob } from '../../db/jobs/finish-job';
import { recoverExpiredJobs } from '../../db/jobs/recover-expired-jobs';
import { renewJobLease } from '../../db/jobs/renew-job-lease';
import { logger } from '../logging/logger';
import type { JobAbortReason, JobHandler, JobHandlers } from './job-types';

export type JobWorkerOptions = {
  db: Database;
  handlers: JobHandlers;
  /** How often an idle worker looks for work; default 1000 ms. */
  pollMs?: number;
  /** How long a claimed job is held without a heartbeat; default 60 s. */
  leaseMs?: number;
  /** How often a running job's lease is renewed and its cancel flag read; default leaseMs / 3. */
  heartbeatMs?: number;
  /** Delay before a failed attempt runs again, times the attempt number; default 5 s. */
  retryDelayMs?: number;
  workerId?: string;
  onError?: (error: unknown) => void;
};

export type JobWorker = {
  workerId: string;
  /** Looks for work now instead of at the next poll (e.g. right after an enqueue). */
  wake: () => void;
  /**
   * Stops claiming. Waits up to `graceMs` (default 10 s) for the running job; then aborts its signal with
   * 'shutdown' (a handler that throws then is handed back to the queue) and waits up to `graceMs` again.
   */
  stop: (options?: { graceMs?: number }) => Promise<void>;
};

type Running = { controller: AbortController; stopHeartbeat: () => void };

function normalise(handlers: JobHandlers): Map<string, JobHandler> {
  return new Map(
    Object.entries(handlers).map(([kind, handler]) => [
      kind,
      typeof handler === 'function' ? { run: handler } : handler,
    ]),
  );
}

function delay(ms: number): { done: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    cancel = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, cancel };
}

/** Runs queued jobs one at a time until stopped (ADR 018). */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db } = options;
  const handlers = normalise(options.handlers);
  const kinds = [...handlers.keys()];
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(10, Math.floor(leaseMs / 3));
  const retryDelayMs = options.retryDelayMs ?? 5000;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const onError = options.onError ?? ((error: unknown) => logger.error({ err: error }, 'Job worker failed'));
  const giveUp: GiveUp = async (tx, job) => {
    await handlers.get(job.kind)?.onGiveUp?.(tx, job);
  };

  let stopping = false;
  let idle: ReturnType<typeof delay> | null = null;
  let running: Running | null = null;

  async function runJob(job: ClaimedJob, handler: JobHandler): Promise<void> {
    const controller = new AbortController();
    const owner = { jobId: job.id, workerId };
    let renewing: Promise<void> | null = null;
    const heartbeat = () => {
      renewing ??= renewJobLease(db, { ...owner, leaseMs })
        .then((state) => {
          if (state === 'cancel_requested') controller.abort('cancelled' satisfies JobAbortReason);
          if (state === 'lost') controller.abort('lease_lost' satisfies JobAbortReason);
        })
        .finally(() => {
          renewing = null;
        });
      return renewing;
    };
    const timer = setInterval(() => heartbeat().catch(onError), heartbeatMs);
    running = { controller, stopHeartbeat: () => clearInterval(timer) };
    try {
      await handler.run({
        jobId: job.id,
        kind: job.kind,
        payload: job.payload,
        attempt: job.attempt,
        maxAttempts: job.maxAttempts,
        signal: controller.signal,
        heartbeat,
        db,
      });
      clearInterval(timer);
      await completeJob(db, owner);
    } catch (error) {
      clearInterval(timer);
      if (controller.signal.reason === 'shutdown') await releaseJob(db, owner);
      else await failJobAttempt(db, { ...owner, error, retryDelayMs, giveUp });
    } finally {
      clearInterval(timer);
      running = null;
    }
  }

  async function tick(): Promise<boolean> {
    await recoverExpiredJobs(db, { kinds, giveUp });
    if (stopping) return false;
    const job = await claimNextJob(db, { workerId, kinds, leaseMs });
    if (!job) return false;
    await runJob(job, handlers.get(job.kind) as JobHandler);
    return true;
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let worked = false;
      try {
        worked = await tick();
      } catch (error) {
        onError(error);
      }
      if (!worked && !stopping) {
        idle = delay(pollMs);
        await idle.done;
        idle = null;
      }
    }
  }

  const looping = loop();

  return {
    workerId,
    wake: () => idle?.cancel(),
    stop: async ({ graceMs = 10_000 } = {}) => {
      stopping = true;
      idle?.cancel();
      const waitForLoop = async () => {
        const timeout = delay(graceMs);
        const finished = await Promise.race([looping.then(() => true), timeout.done.then(() => false)]);
        timeout.cancel();
        return finished;
      };
      if (await waitForLoop()) return;
      running?.controller.abort('shutdown' satisfies JobAbortReason);
      if (await waitForLoop()) return;
      // A handler that ignores its signal: stop renewing, so the lease expires and a later worker recovers it.
      running?.stopHeartbeat();
    },
  };
}
