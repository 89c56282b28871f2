import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../client';
import { extractionSessionLog, type SessionLogLevel } from '../schema';

export type SessionLogLine = { id: number; at: Date; level: SessionLogLevel; message: string };

/** A session's log lines after `afterId` (0: from the start), oldest first. */
export function readSessionLog(
  executor: Executor,
  sessionId: string,
  options: { afterId?: number; limit?: number } = {},
): Promise<SessionLogLine[]> {
  return executor
    .select({
      id: extractionSessionLog.id,
      at: extractionSessionLog.at,
      level: extractionSessionLog.level,
      message: extractionSessionLog.message,
    })
    .from(extractionSessionLog)
    .where(
      and(eq(extractionSessionLog.sessionId, sessionId), gt(extractionSessionLog.id, options.afterId ?? 0)),
    )
    .orderBy(asc(extractionSessionLog.id))
    .limit(options.limit ?? 500);
}
