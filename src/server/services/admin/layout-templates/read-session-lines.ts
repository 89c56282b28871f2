import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { extractionSessions, sellers } from '../../../../db/schema';
import { ExtractionError } from '../../../ingestion/extractors/extractor';
import { readSourceLines } from '../../../ingestion/extractors/read-source-lines';
import type { TextLine } from '../../../ingestion/pdf/text-line';
import { readSessionSource } from '../ingestion/read-session-source';

export type SessionOfLines = { id: string; sellerId: string; sellerName: string; sourceLabel: string };

export type SessionLines =
  | { ok: true; session: SessionOfLines; lines: TextLine[] }
  | { ok: false; reason: 'not_found' | 'no_layout'; message: string };

// A session's source never changes: its lines are kept for the next preview (a few sessions at most).
const CACHE_SIZE = 6;
const cache = new Map<string, TextLine[]>();

/**
 * The text lines of a session's stored source (an uploaded or downloaded PDF, or pasted text), as the
 * layout reader reads them. A CSV session or a PDF address never downloaded has no layout to teach.
 */
export async function readSessionLines(db: Executor, sessionId: string): Promise<SessionLines> {
  const [session] = await db
    .select({
      id: extractionSessions.id,
      sellerId: extractionSessions.sellerId,
      sellerName: sellers.name,
      sourceLabel: extractionSessions.sourceLabel,
      sourceKind: extractionSessions.sourceKind,
      sourceText: extractionSessions.sourceText,
      requestedExtractor: extractionSessions.requestedExtractor,
    })
    .from(extractionSessions)
    .innerJoin(sellers, eq(sellers.id, extractionSessions.sellerId))
    .where(eq(extractionSessions.id, sessionId));
  if (!session) return { ok: false, reason: 'not_found', message: 'Udtrækningen findes ikke.' };
  const { sourceKind, sourceText, requestedExtractor, ...about } = session;
  const cached = cache.get(sessionId);
  if (cached) return { ok: true, session: about, lines: cached };

  let lines: TextLine[];
  try {
    if (sourceKind === 'csv' || (sourceKind === 'text' && requestedExtractor === 'csv')) {
      return {
        ok: false,
        reason: 'no_layout',
        message: 'En CSV-fil har ingen layout at lære; dens kolonner læses af CSV-udtrækket.',
      };
    }
    if (sourceKind === 'text') {
      lines = await readSourceLines({ kind: 'text', text: sourceText ?? '' });
    } else {
      const file = await readSessionSource(db, sessionId);
      if (!file) {
        return {
          ok: false,
          reason: 'no_layout',
          message: 'Udtrækningen har ingen gemt PDF endnu. Vent til den er kørt, og prøv igen.',
        };
      }
      lines = await readSourceLines({ kind: 'pdf', bytes: file.bytes, fileName: file.fileName });
    }
  } catch (error) {
    if (error instanceof ExtractionError)
      return { ok: false, reason: 'no_layout', message: error.danishMessage };
    throw error;
  }
  cache.set(sessionId, lines);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return { ok: true, session: about, lines };
}
