import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { extractionSessions } from '../schema';

/**
 * Progress (0–100) and a short Danish step name for the page's progress bar. Returns false when the
 * session is no longer running (cancelled meanwhile), so the extractor can stop.
 */
export async function recordSessionProgress(
  executor: Executor,
  sessionId: string,
  progress: { percent: number; step: string },
): Promise<boolean> {
  const percent = Math.min(100, Math.max(0, Math.round(progress.percent)));
  const updated = await executor
    .update(extractionSessions)
    .set({ progress: percent, step: progress.step.slice(0, 200) })
    .where(and(eq(extractionSessions.id, sessionId), eq(extractionSessions.status, 'running')))
    .returning({ id: extractionSessions.id });
  return updated.length > 0;
}
