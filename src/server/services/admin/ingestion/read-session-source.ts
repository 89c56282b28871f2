import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { extractionSessions, files } from '../../../../db/schema';

/** The stored PDF of a session (uploaded, or downloaded from its URL) and a file name for it. */
export async function readSessionSource(
  db: Executor,
  sessionId: string,
): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({
      label: extractionSessions.sourceLabel,
      kind: extractionSessions.sourceKind,
      bytes: files.bytes,
    })
    .from(extractionSessions)
    .innerJoin(files, eq(files.id, extractionSessions.sourceFileId))
    .where(eq(extractionSessions.id, sessionId));
  if (!row) return null;
  return {
    fileName: row.kind === 'pdf_url' ? fileNameOfUrl(row.label) : row.label,
    bytes: new Uint8Array(row.bytes),
  };
}

function fileNameOfUrl(address: string): string {
  let last: string | undefined;
  try {
    last = decodeURIComponent(new URL(address).pathname.split('/').filter(Boolean).at(-1) ?? '');
  } catch {
    last = undefined;
  }
  if (!last) return 'prisliste.pdf';
  return /\.pdf$/i.test(last) ? last : `${last}.pdf`;
}
