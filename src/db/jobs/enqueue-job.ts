import type { Executor } from '../client';
import { jobs } from '../schema';

export type EnqueueInput = {
  kind: string;
  payload: unknown;
  /** Not before this time; default now. */
  runAfter?: Date;
  /** Runs (first run, retries and resumptions after a crash) before the job fails; default 3. */
  maxAttempts?: number;
};

/**
 * Adds a job. Call it with the transaction that creates the job's owner, so both commit or neither does.
 * Returns the job id.
 */
export async function enqueue(executor: Executor, input: EnqueueInput): Promise<string> {
  const [row] = await executor
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      ...(input.runAfter ? { runAfter: input.runAfter } : {}),
      ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('Job insert returned no row');
  return row.id;
}
