import type { Database } from '../../db/client';
import type { AiConfig } from '../env';
import { type JobWorker, startJobWorker } from '../jobs/job-worker';
import { logger } from '../logging/logger';
import { EXTRACTION_JOB_KIND } from '../services/admin/ingestion/create-extraction-session';
import type { AiEnv } from './resolve-ai-config';
import { resolveAiConfig } from './resolve-ai-config';
import { extractionJobHandler } from './run-extraction-session';

export type IngestionWorkerOptions = {
  db: Database;
  /** The AI_* / LLM_* variables; the settings page may override the base URL and model. */
  aiEnv: AiEnv;
  allowPrivateUrls: boolean;
  /** How often an idle worker looks for queued sessions (default 250 ms). */
  pollMs?: number;
  leaseMs?: number;
  heartbeatMs?: number;
  /** Tests: a fixed AI configuration instead of the environment and settings. */
  aiConfig?: (db: Database) => Promise<AiConfig | null>;
};

const running = new Set<JobWorker>();

/**
 * The job worker that runs extraction sessions, in the server's own process (ADR 020). Stop it before
 * closing the database: a running session is handed back to the queue and resumed at the next start.
 */
export function startIngestionWorker(options: IngestionWorkerOptions): JobWorker {
  const worker = startJobWorker({
    db: options.db,
    handlers: {
      [EXTRACTION_JOB_KIND]: extractionJobHandler({
        aiConfig: options.aiConfig ?? ((db) => resolveAiConfig(db, options.aiEnv)),
        allowPrivateUrls: options.allowPrivateUrls,
      }),
    },
    pollMs: options.pollMs ?? 250,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    onError: (error) => logger.error({ err: error }, 'Ingestion worker failed'),
  });
  running.add(worker);
  return {
    ...worker,
    stop: async (stopOptions) => {
      running.delete(worker);
      await worker.stop(stopOptions);
    },
  };
}

/** Starts a just-queued session now instead of at the next poll (no-op without a worker in this process). */
export function wakeIngestionWorkers(): void {
  for (const worker of running) worker.wake();
}
