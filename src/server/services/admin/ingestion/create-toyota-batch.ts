import { eq } from 'drizzle-orm';
import type { AuditActor } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { extractionSessions, sellers } from '../../../../db/schema';
import { ExtractionError } from '../../../ingestion/extractors/extractor';
import type { ExtractionRunnerOptions } from '../../../ingestion/run-extraction-session';
import { runSessionNow } from '../../../ingestion/run-session-now';
import { pdfSourceFromUpload } from '../../../ingestion/sources/detect-pdf';
import { createBatchFromSessions } from './create-batch-from-sessions';
import { createExtractionSession } from './create-extraction-session';

export type ToyotaBatchResult =
  | { ok: true; sessionId: string; batchId: string }
  | {
      ok: false;
      code: 'invalid_file' | 'seller_not_found' | 'extraction_failed' | 'batch_failed';
      message: string;
      sessionId?: string;
    };

/**
 * POST /api/admin/toyota-pdf/batch: a toyota session for the seller, stored and logged like any other
 * but run in this request, and its batch for review.
 */
export async function createToyotaBatch(
  db: Database,
  input: { sellerId: string; fileName: string; bytes: Uint8Array; actor: AuditActor },
  options: ExtractionRunnerOptions,
): Promise<ToyotaBatchResult> {
  let pdf: ReturnType<typeof pdfSourceFromUpload>;
  try {
    pdf = pdfSourceFromUpload(input.bytes, input.fileName);
  } catch (error) {
    if (error instanceof ExtractionError)
      return { ok: false, code: 'invalid_file', message: error.danishMessage };
    throw error;
  }
  const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, input.sellerId));
  if (!seller) return { ok: false, code: 'seller_not_found', message: 'Sælgeren findes ikke.' };
  const { sessionId, jobId } = await createExtractionSession(db, {
    sellerId: seller.id,
    source: { kind: 'pdf_upload', fileName: pdf.fileName, bytes: pdf.bytes },
    extractor: 'toyota',
    actor: input.actor,
  });
  const ranHere = await runSessionNow(db, { sessionId, jobId }, options);
  const status = ranHere ?? (await waitForSession(db, sessionId));
  if (status !== 'succeeded') {
    const [session] = await db
      .select({ message: extractionSessions.errorMessage })
      .from(extractionSessions)
      .where(eq(extractionSessions.id, sessionId));
    return {
      ok: false,
      code: 'extraction_failed',
      message: session?.message ?? 'Prislisten kunne ikke læses.',
      sessionId,
    };
  }
  const batch = await createBatchFromSessions(db, { sessionIds: [sessionId], actor: input.actor });
  if (!batch.ok) return { ok: false, code: 'batch_failed', message: batch.message, sessionId };
  return { ok: true, sessionId, batchId: batch.batchId };
}

/** The worker took the job first (rare): wait for it to finish the session. */
async function waitForSession(db: Database, sessionId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ status: extractionSessions.status })
      .from(extractionSessions)
      .where(eq(extractionSessions.id, sessionId));
    const status = row?.status ?? null;
    if (status !== 'queued' && status !== 'running') return status;
    if (Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
