import { loadCatalogNames } from '../../db/catalog-names/load-catalog-names';
import type { Database } from '../../db/client';
import { appendSessionLog } from '../../db/ingestion/append-session-log';
import { recordSessionProgress } from '../../db/ingestion/record-session-progress';
import { findActiveLayoutTemplate } from '../../db/layout-templates/layout-template-rows';
import type { ExtractionSessionStatus, SessionLogLevel } from '../../db/schema';
import { extractorLabels } from '../../domain/ingestion/ingestion-api';
import type { AiConfig } from '../env';
import type { JobAbortReason, JobHandler } from '../jobs/job-types';
import {
  beginExtractionRun,
  type StartedExtractionSession,
} from '../services/admin/ingestion/begin-extraction-run';
import type { ExtractionJobPayload } from '../services/admin/ingestion/create-extraction-session';
import {
  failSessionOfGivenUpJob,
  finishExtractionSession,
} from '../services/admin/ingestion/finish-extraction-session';
import { storeSessionSourceFile } from '../services/admin/ingestion/store-session-source-file';
import { PROMPT_VERSION } from './extractors/ai/extraction-prompt';
import { ExtractionError, type PriceListSource } from './extractors/extractor';
import { loadSellerHints } from './load-seller-hints';
import { pickExtractor } from './pick-extractor';
import { fetchPriceListUrl } from './sources/fetch-price-list-url';

export const UNEXPECTED_EXTRACTION_MESSAGE = 'Der opstod en uventet fejl under udtrækningen.';

export type ExtractionRunnerOptions = {
  /** The AI configuration at the time a session runs (settings may change between sessions). */
  aiConfig: (db: Database) => Promise<AiConfig | null>;
  /** PRICE_LIST_URL_ALLOW_PRIVATE (tests only). */
  allowPrivateUrls: boolean;
};

/** Thrown when the job must stop without touching the session (cancelled, or handed back to the queue). */
class Stopped extends Error {}

/** Progress and log writes in order, without making the (synchronous) extractor callbacks wait. */
function sessionReporter(db: Database, sessionId: string, stop: AbortController) {
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = (write: () => Promise<unknown>) => {
    chain = chain.then(write).catch(() => {});
  };
  return {
    progress: (percent: number, step: string) =>
      enqueue(async () => {
        const running = await recordSessionProgress(db, sessionId, { percent, step });
        if (!running) stop.abort('cancelled' satisfies JobAbortReason);
      }),
    log: (level: SessionLogLevel, message: string) =>
      enqueue(() => appendSessionLog(db, sessionId, level, message)),
    flushed: () => chain,
  };
}

async function readSource(
  db: Database,
  session: StartedExtractionSession,
  options: ExtractionRunnerOptions,
  signal: AbortSignal,
): Promise<PriceListSource> {
  const { source } = session;
  switch (source.kind) {
    case 'pdf_upload':
      if (!source.pdf) throw new ExtractionError('invalid_source', 'Den gemte PDF-fil findes ikke længere.');
      return { kind: 'pdf', bytes: source.pdf, fileName: source.label };
    case 'pdf_url': {
      if (source.pdf) return { kind: 'pdf', bytes: source.pdf, fileName: source.label };
      const downloaded = await fetchPriceListUrl(source.label, {
        allowPrivate: options.allowPrivateUrls,
        signal,
      });
      await storeSessionSourceFile(db, session.id, downloaded.source.bytes);
      return downloaded.source;
    }
    case 'text':
      // Pasted text read as CSV when the admin chose the CSV extractor.
      return session.requestedExtractor === 'csv'
        ? { kind: 'csv', text: source.text ?? '' }
        : { kind: 'text', text: source.text ?? '' };
    case 'csv':
      return { kind: 'csv', text: source.text ?? '' };
  }
}

function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) throw new Stopped(String(signal.reason));
}

/**
 * Runs one extraction session: marks it running, reads its source (a stored PDF, a URL downloaded now
 * and kept, pasted text or CSV), runs the chosen extractor with the seller's hints, and finishes the
 * session succeeded (result, counts, AI usage) or failed with a Danish message. A cancelled session is
 * left as the cancel made it. Throws only when the job must be retried or handed back (the worker is
 * shutting down, the lease was lost, or the database failed). Returns the session's final status.
 */
export async function runExtractionSession(
  db: Database,
  sessionId: string,
  options: ExtractionRunnerOptions & { signal?: AbortSignal; attempt?: number },
): Promise<ExtractionSessionStatus | null> {
  const session = await beginExtractionRun(db, sessionId);
  if (!session) return null;
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const report = sessionReporter(db, session.id, stop);
  const attempt = options.attempt && options.attempt > 1 ? ` (forsøg ${options.attempt})` : '';
  report.log('info', `Udtrækningen startede${attempt}: ${session.source.label}`);
  try {
    report.progress(5, 'Henter kilde');
    const source = await readSource(db, session, options, signal);
    throwIfStopped(signal);
    if (source.kind === 'pdf') {
      report.progress(15, 'Læser PDF');
      report.log('info', `PDF: ${Math.ceil(source.bytes.byteLength / 1024)} kB.`);
    }
    const hints = await loadSellerHints(db, session.sellerId);
    const catalogue = await loadCatalogNames(db);
    const template = await findActiveLayoutTemplate(db, session.sellerId);
    const aiConfig = await options.aiConfig(db);
    const extractor = pickExtractor(session.requestedExtractor, source, aiConfig);
    report.progress(20, 'Udtrækker biler');
    const outcome = await extractor.extract(source, {
      ...(hints ? { hints } : {}),
      catalogue,
      ...(template ? { template: { version: template.version, template: template.template } } : {}),
      signal,
      log: (line) => report.log('info', line),
      // The extractor's own 0–100 maps onto 20–90 of the session's bar.
      progress: (percent, step) => report.progress(20 + percent * 0.7, `Udtrækker biler: ${step}`),
    });
    throwIfStopped(signal);
    for (const warning of outcome.warnings) report.log('warn', warning);
    report.progress(95, 'Gemmer resultat');
    await report.flushed();
    throwIfStopped(signal);
    const status = await finishExtractionSession(db, session.id, {
      status: 'succeeded',
      extractor: outcome.extractor,
      result: outcome.result,
      usage: outcome.usage,
      promptVersion: outcome.extractor === 'ai' ? PROMPT_VERSION : null,
    });
    const offers = outcome.result.cars.reduce((sum, car) => sum + car.offers.length, 0);
    const usage = outcome.usage
      ? ` ${outcome.usage.promptTokens + outcome.usage.completionTokens} tokens (${outcome.usage.model}).`
      : '';
    await appendSessionLog(
      db,
      session.id,
      status === 'succeeded' ? 'info' : 'error',
      status === 'succeeded'
        ? `Færdig (${extractorLabels[outcome.extractor]}): ${outcome.result.cars.length} biler, ${offers} tilbud.${usage}`
        : 'Resultatet kunne ikke gemmes.',
    );
    return status;
  } catch (error) {
    await report.flushed();
    const reason = signal.aborted ? (signal.reason as JobAbortReason) : null;
    // Shutting down or lease lost: the queue runs the session again (or fails it when it gives up).
    if (reason === 'shutdown' || reason === 'lease_lost') throw error;
    // Cancelled: cancelExtractionSession already marked the session and logged it.
    if (reason === 'cancelled' || error instanceof Stopped) return 'cancelled';
    return failSession(db, session.id, error);
  }
}

async function failSession(
  db: Database,
  sessionId: string,
  error: unknown,
): Promise<ExtractionSessionStatus | null> {
  if (error instanceof ExtractionError) {
    await appendSessionLog(db, sessionId, 'error', error.danishMessage);
    if (error.cause instanceof Error) await appendSessionLog(db, sessionId, 'info', error.cause.message);
    return finishExtractionSession(db, sessionId, {
      status: 'failed',
      errorCode: error.code,
      errorMessage: error.danishMessage,
    });
  }
  const technical = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  await appendSessionLog(db, sessionId, 'error', `${UNEXPECTED_EXTRACTION_MESSAGE} (${technical})`);
  return finishExtractionSession(db, sessionId, {
    status: 'failed',
    errorCode: 'unexpected',
    errorMessage: UNEXPECTED_EXTRACTION_MESSAGE,
  });
}

/**
 * The job handler of kind 'extraction'. When the queue gives a job up (its last attempt crashed), the
 * session fails with the queue's reason in the same transaction, so no session stays running.
 */
export function extractionJobHandler(options: ExtractionRunnerOptions): JobHandler<ExtractionJobPayload> {
  return {
    run: async ({ db, payload, signal, attempt }) => {
      await runExtractionSession(db, payload.sessionId, { ...options, signal, attempt });
    },
    onGiveUp: failSessionOfGivenUpJob,
  };
}
