import type { Executor } from '../client';
import { extractionSessionLog, type SessionLogLevel } from '../schema';

const MAX_MESSAGE_LENGTH = 4000;

/** Adds one line to a session's log and returns its id (ids only grow, so pages poll "after id N"). */
export async function appendSessionLog(
  executor: Executor,
  sessionId: string,
  level: SessionLogLevel,
  message: string,
): Promise<number> {
  const [row] = await executor
    .insert(extractionSessionLog)
    .values({ sessionId, level, message: message.slice(0, MAX_MESSAGE_LENGTH) })
    .returning({ id: extractionSessionLog.id });
  if (!row) throw new Error('Log insert returned no row');
  return row.id;
}
