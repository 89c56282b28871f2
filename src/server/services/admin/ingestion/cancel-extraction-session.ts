import { and, eq, inArray } from 'drizzle-orm';
import type { AuditActor } from '../../../../db/audit/record-audit';
import type { Executor } from '../../../../db/client';
import { appendSessionLog } from '../../../../db/ingestion/append-session-log';
import { cancelJob } from '../../../../db/jobs/cancel-job';
import { extractionSessions } from '../../../../db/schema';

/**
 * Cancels a queued or running session and its job (a running extractor's AbortSignal fires at the
 * job's next heartbeat). 'not_active' when the session had already finished or does not exist.
 */
export async function cancelExtractionSession(
  executor: Executor,
  sessionId: string,
  actor: AuditActor | null,
): Promise<'cancelled' | 'not_active'> {
  return executor.transaction(async (tx) => {
    const message = actor ? `Annulleret af ${actor.email}.` : 'Annulleret.';
    const [session] = await tx
      .update(extractionSessions)
      .set({ status: 'cancelled', errorCode: 'cancelled', errorMessage: message, finishedAt: new Date() })
      .where(
        and(eq(extractionSessions.id, sessionId), inArray(extractionSessions.status, ['queued', 'running'])),
      )
      .returning({ jobId: extractionSessions.jobId });
    if (!session) return 'not_active';
    if (session.jobId) await cancelJob(tx, session.jobId);
    await appendSessionLog(tx, sessionId, 'warn', message);
    return 'cancelled';
  });
}
