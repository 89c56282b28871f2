import { useEffect, useRef, useState } from 'react';
import type { SessionLogLine } from '../../../../../domain/ingestion/ingestion-api';
import { getSessionLog } from '../shared/extraction-sessions-api';

const LOG_POLL_MS = 1000;

/**
 * A session's log, fetched once and then every second while the run is queued or running, asking
 * only for the lines after the last one it has. When the run ends it fetches once more for the
 * final lines and stops. Mount it with `key={sessionId}`.
 */
export function useSessionLog(sessionId: string, active: boolean) {
  const [lines, setLines] = useState<SessionLogLine[]>([]);
  const [failed, setFailed] = useState(false);
  const lastId = useRef(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const { lines: fresh } = await getSessionLog(sessionId, lastId.current, controller.signal);
        if (stopped) return;
        const newer = fresh.filter((line) => line.id > lastId.current);
        if (newer.length > 0) {
          lastId.current = newer[newer.length - 1]?.id ?? lastId.current;
          setLines((current) => [...current, ...newer]);
        }
        setFailed(false);
      } catch {
        if (stopped) return;
        setFailed(true);
      }
      if (active) timer = setTimeout(poll, LOG_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [sessionId, active]);

  return { lines, failed };
}
