import type { Database, Executor } from '../../db/client';
import type { GivenUpJob } from '../../db/jobs/given-up-job';

export type { GivenUpJob };

/** A job as its handler sees it. */
export type JobContext<Payload = unknown> = {
  jobId: string;
  kind: string;
  payload: Payload;
  /** 1 on the first run; a job resumed after a crash or a retry runs again with a higher number. */
  attempt: number;
  maxAttempts: number;
  /** Fires when the job is cancelled (seen at the next heartbeat), its lease is lost, or the worker stops. */
  signal: AbortSignal;
  /** Renews the lease now and checks for a cancel request; the worker also does this on a timer. */
  heartbeat: () => Promise<void>;
  db: Database;
};

export type JobHandler<Payload = unknown> = {
  run: (context: JobContext<Payload>) => Promise<void>;
  /**
   * Called in the same transaction that marks the job failed for good (its last attempt threw, or its
   * process died during the last attempt), so the job's owner (e.g. an extraction session) is never left
   * running. If it throws, the job's final state is rolled back and tried again on a later poll.
   * Not called for cancelled jobs: whoever cancels a job updates its owner.
   */
  onGiveUp?: (tx: Executor, job: GivenUpJob<Payload>) => Promise<void>;
};

/** Handlers by job kind; a bare function is the same as `{ run }`. */
// biome-ignore lint/suspicious/noExplicitAny: each kind has its own payload type.
export type JobHandlers = Record<string, JobHandler<any> | JobHandler<any>['run']>;

/** The reason a signal was aborted with. */
export type JobAbortReason = 'cancelled' | 'lease_lost' | 'shutdown';
