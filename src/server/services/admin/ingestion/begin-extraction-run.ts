import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { type ExtractionSourceKind, extractionSessions, files } from '../../../../db/schema';
import type { ExtractorName } from '../../../../domain/ingestion/extracted-price-list';

export type StartedExtractionSession = {
  id: string;
  sellerId: string;
  requestedExtractor: ExtractorName;
  source: {
    kind: ExtractionSourceKind;
    /** File name, URL or label. */
    label: string;
    /** Pasted text or CSV. */
    text: string | null;
    /** The stored PDF; null for text, CSV, and a URL not downloaded yet. */
    pdf: Uint8Array | null;
  };
};

/**
 * Marks a queued session running (or a running one resumed after a crash, from 0 %) and returns what
 * the extractor needs. Null when the session is gone, cancelled or already finished: the job stops.
 */
export async function beginExtractionRun(
  executor: Executor,
  sessionId: string,
): Promise<StartedExtractionSession | null> {
  const [session] = await executor
    .update(extractionSessions)
    .set({
      status: 'running',
      progress: 0,
      step: null,
      startedAt: sql`coalesce(${extractionSessions.startedAt}, now())`,
    })
    .where(
      and(eq(extractionSessions.id, sessionId), inArray(extractionSessions.status, ['queued', 'running'])),
    )
    .returning();
  if (!session) return null;
  let pdf: Uint8Array | null = null;
  if (session.sourceFileId) {
    const [file] = await executor
      .select({ bytes: files.bytes })
      .from(files)
      .where(eq(files.id, session.sourceFileId));
    pdf = file ? new Uint8Array(file.bytes) : null;
  }
  return {
    id: session.id,
    sellerId: session.sellerId,
    requestedExtractor: session.requestedExtractor,
    source: { kind: session.sourceKind, label: session.sourceLabel, text: session.sourceText, pdf },
  };
}
