import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { copenhagenOffsetMs } from '../../../../../domain/format/copenhagen-date';
import type { SessionLogLine } from '../../../../../domain/ingestion/ingestion-api';
import { useSessionLog } from './use-session-log';

const pad = (value: number) => String(value).padStart(2, '0');

/** '14:05:09', Danish time. */
function clock(at: string): string {
  const instant = Date.parse(at);
  if (!Number.isFinite(instant)) return '';
  const local = new Date(instant + copenhagenOffsetMs(instant));
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

const LEVEL_STYLE: Record<SessionLogLine['level'], string> = {
  info: 'text-zinc-800',
  warn: 'bg-amber-50 text-amber-950',
  error: 'bg-red-50 text-red-900',
};

/** The run's log as it grows; follows the end while the reader is at the end. */
export function SessionLog({ sessionId, active }: { sessionId: string; active: boolean }) {
  const { lines, failed } = useSessionLog(sessionId, active);
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);

  useEffect(() => {
    const element = box.current;
    if (element && atEnd.current && lines.length > 0) element.scrollTop = element.scrollHeight;
  }, [lines]);

  return (
    <div>
      {failed ? (
        <p role="status" className="mb-2 text-sm text-red-800">
          Der opstod en fejl ved hentning af data. Loggen prøver igen.
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="text-sm text-zinc-600">{active ? 'Venter på de første linjer…' : 'Loggen er tom.'}</p>
      ) : (
        <div
          ref={box}
          aria-label="Log"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          role="log"
          onScroll={(event) => {
            const element = event.currentTarget;
            atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
          }}
          className="max-h-80 overflow-y-auto rounded-xl bg-zinc-50 p-2 font-mono text-xs ring-1 ring-zinc-200 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ol>
            {lines.map((line) => (
              <li key={line.id} className={`flex gap-2 rounded px-1.5 py-0.5 ${LEVEL_STYLE[line.level]}`}>
                <time dateTime={line.at} className="shrink-0 text-zinc-500">
                  {clock(line.at)}
                </time>
                {line.level === 'warn' ? (
                  <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-700" />
                ) : line.level === 'error' ? (
                  <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-red-700" />
                ) : null}
                <span className="min-w-0 break-words whitespace-pre-wrap">
                  {line.level === 'warn' ? <span className="sr-only">Advarsel: </span> : null}
                  {line.level === 'error' ? <span className="sr-only">Fejl: </span> : null}
                  {line.message}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
