import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import type { GivenUpJob } from '../../../../db/jobs/given-up-job';
import { type ExtractionSessionStatus, extractionSessions } from '../../../../db/schema';
import {
  type ConcreteExtractorName,
  type ExtractedPriceList,
  extractedPriceListSchema,
} from '../../../../domain/ingestion/extracted-price-list';
import type { ExtractionJobPayload } from './create-extraction-session';

/** AI usage (the same shape as the extractors' ModelUsage). */
export type SessionUsage = {
  model: string;
  promptTokens: number;
  completionTokens: number;
  costMicroUsd: number;
};

export type SessionFinish =
  | {
      status: 'succeeded';
      extractor: ConcreteExtractorName;
      result: ExtractedPriceList;
      usage: SessionUsage | null;
      promptVersion?: string | null;
    }
  | {
      status: 'failed';
      /** e.g. an ExtractionErrorCode, or 'interrupted' when the job was given up. */
      errorCode: string;
      /** Danish, shown on the session. */
      errorMessage: string;
      extractor?: ConcreteExtractorName | null;
      usage?: SessionUsage | null;
    };

function usageColumns(usage: SessionUsage | null | undefined) {
  if (!usage) return {};
  return {
    model: usage.model,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
    costMicroUsd: usage.costMicroUsd,
  };
}

function finishColumns(finish: SessionFinish) {
  if (finish.status === 'failed') {
    return {
      status: 'failed' as const,
      errorCode: finish.errorCode,
      errorMessage: finish.errorMessage,
      ...(finish.extractor ? { extractor: finish.extractor } : {}),
      ...usageColumns(finish.usage),
    };
  }
  const parsed = extractedPriceListSchema.safeParse(finish.result);
  if (!parsed.success) {
    return {
      status: 'failed' as const,
      extractor: finish.extractor,
      errorCode: 'invalid_result',
      errorMessage: 'Udtrækkerens resultat kunne ikke valideres, så det er ikke gemt.',
      ...usageColumns(finish.usage),
    };
  }
  const cars = parsed.data.cars;
  return {
    status: 'succeeded' as const,
    extractor: finish.extractor,
    result: parsed.data,
    carsFound: cars.length,
    offersFound: cars.reduce((sum, car) => sum + car.offers.length, 0),
    promptVersion: finish.promptVersion ?? null,
    progress: 100,
    step: 'Færdig',
    ...usageColumns(finish.usage),
  };
}

/**
 * Ends a queued or running session as succeeded (result validated again, counts and AI usage stored) or
 * failed (code and Danish message). A session that was cancelled meanwhile stays cancelled. Returns the
 * session's status afterwards, or null if it does not exist.
 */
export async function finishExtractionSession(
  executor: Executor,
  sessionId: string,
  finish: SessionFinish,
): Promise<ExtractionSessionStatus | null> {
  const [updated] = await executor
    .update(extractionSessions)
    .set({ ...finishColumns(finish), finishedAt: new Date() })
    .where(
      and(eq(extractionSessions.id, sessionId), inArray(extractionSessions.status, ['queued', 'running'])),
    )
    .returning({ status: extractionSessions.status });
  if (updated) return updated.status;
  const [current] = await executor
    .select({ status: extractionSessions.status })
    .from(extractionSessions)
    .where(eq(extractionSessions.id, sessionId));
  return current?.status ?? null;
}

/** The extraction job's onGiveUp: the job failed for good, so its session fails with the job's reason. */
export async function failSessionOfGivenUpJob(
  tx: Executor,
  job: GivenUpJob<ExtractionJobPayload>,
): Promise<void> {
  await finishExtractionSession(tx, job.payload.sessionId, {
    status: 'failed',
    errorCode: 'interrupted',
    errorMessage: job.reason,
  });
}
