import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { storePriceListPdf } from '../../../../db/ingestion/store-price-list-pdf';
import { extractionSessions } from '../../../../db/schema';

/** Keeps a PDF the job downloaded from the session's URL with the session (for the detail page). */
export async function storeSessionSourceFile(
  executor: Executor,
  sessionId: string,
  bytes: Uint8Array,
): Promise<string> {
  return executor.transaction(async (tx) => {
    const fileId = await storePriceListPdf(tx, bytes);
    await tx
      .update(extractionSessions)
      .set({ sourceFileId: fileId })
      .where(eq(extractionSessions.id, sessionId));
    return fileId;
  });
}
