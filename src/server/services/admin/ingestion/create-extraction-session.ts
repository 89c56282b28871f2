import { randomUUID } from 'node:crypto';
import type { AuditActor } from '../../../../db/audit/record-audit';
import type { Executor } from '../../../../db/client';
import { storePriceListPdf } from '../../../../db/ingestion/store-price-list-pdf';
import { enqueue } from '../../../../db/jobs/enqueue-job';
import { type ExtractionSourceKind, extractionSessions } from '../../../../db/schema';
import type { ExtractorName } from '../../../../domain/ingestion/extracted-price-list';

/** The job kind that runs an extraction session; its payload is ExtractionJobPayload. */
export const EXTRACTION_JOB_KIND = 'extraction';
export type ExtractionJobPayload = { sessionId: string };

export type NewSessionSource =
  | { kind: 'pdf_upload'; fileName: string; bytes: Uint8Array }
  /** `bytes` when the route already downloaded it; else the job downloads it (storeSessionSourceFile). */
  | { kind: 'pdf_url'; url: string; bytes?: Uint8Array }
  | { kind: 'text'; text: string; label?: string }
  | { kind: 'csv'; text: string; fileName?: string };

export type CreateExtractionSessionInput = {
  sellerId: string;
  source: NewSessionSource;
  extractor: ExtractorName;
  actor: AuditActor | null;
  /** Runs of the job before the session fails; default 2 (one resumption after a crash). */
  maxAttempts?: number;
};

function sourceLabel(source: NewSessionSource): string {
  switch (source.kind) {
    case 'pdf_upload':
      return source.fileName;
    case 'pdf_url':
      return source.url;
    case 'text':
      return source.label ?? 'Indsat tekst';
    case 'csv':
      return source.fileName ?? 'Indsat CSV';
  }
}

/**
 * A queued session and the job that runs it, in one transaction (a savepoint inside a caller's), so
 * there is never a session nobody will run.
 */
export async function createExtractionSession(
  executor: Executor,
  input: CreateExtractionSessionInput,
): Promise<{ sessionId: string; jobId: string }> {
  const { source } = input;
  return executor.transaction(async (tx) => {
    const bytes = source.kind === 'pdf_upload' || source.kind === 'pdf_url' ? source.bytes : undefined;
    const sourceFileId = bytes ? await storePriceListPdf(tx, bytes) : null;
    const sessionId = randomUUID();
    const payload: ExtractionJobPayload = { sessionId };
    const jobId = await enqueue(tx, {
      kind: EXTRACTION_JOB_KIND,
      payload,
      maxAttempts: input.maxAttempts ?? 2,
    });
    const sourceKind: ExtractionSourceKind = source.kind;
    await tx.insert(extractionSessions).values({
      id: sessionId,
      sellerId: input.sellerId,
      jobId,
      sourceKind,
      sourceLabel: sourceLabel(source),
      sourceFileId,
      sourceText: source.kind === 'text' || source.kind === 'csv' ? source.text : null,
      requestedExtractor: input.extractor,
      createdBy: input.actor?.id ?? null,
      createdByEmail: input.actor?.email ?? null,
    });
    return { sessionId, jobId };
  });
}
