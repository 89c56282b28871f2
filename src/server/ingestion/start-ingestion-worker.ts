import type { Database } from '../../db/client';
import type { AiConfig } from '../env';
import { type JobWorker, startJobWorker } from '../jobs/job-worker';
import {
  PRICE_LIST_REFETCH_JOB_KIND,
  priceListRefetchJobHandler,
  schedulePriceListRefetch,
} from '../jobs/price-list-refetch-job';
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
  const runner = {
    aiConfig: options.aiConfig ?? ((db: Database) => resolveAiConfig(db, options.aiEnv)),
    allowPrivateUrls: options.allowPrivateUrls,
  };
  // The scheduled re-fetch of saved price lists (ADR 056) reads a changed list with this worker's runner.
  schedulePriceListRefetch(options.db, new Date()).catch((error: unknown) => {
    logger.warn({ err: error }, 'Could not queue the price-list re-fetch; the next start queues it');
  });
  const worker = startJobWorker({
    db: options.db,
    handlers: {
      [EXTRACTION_JOB_KIND]: extractionJobHandler(runner),
      [PRICE_LIST_REFETCH_JOB_KIND]: priceListRefetchJobHandler({
        runner,
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

/**
 * Test clock only (ADR 056): the next re-fetch sweep runs now, as if the time the clock moved had passed.
 */
export async function runPriceListRefetchSoon(db: Database): Promise<void> {
  await schedulePriceListRefetch(db, new Date(), true);
  wakeIngestionWorkers();
}

/** Starts a just-queued session now instead of at the next poll (no-op without a worker in this process). */
export function wakeIngestionWorkers(): void {
  for (const worker of running) worker.wake();
}
