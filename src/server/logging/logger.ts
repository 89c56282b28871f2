import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Tests keep their output readable: only warnings and errors unless LOG_LEVEL asks for more. */
export function defaultLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const configured = env.LOG_LEVEL?.trim().toLowerCase();
  if (configured && (LOG_LEVELS as readonly string[]).includes(configured)) return configured as LogLevel;
  return env.NODE_ENV === 'test' || env.VITEST ? 'warn' : 'info';
}

/**
 * JSON lines on stdout, written synchronously from this thread (no worker-thread transport): a line
 * is out before the process exits, and the log shipper reads stdout.
 */
export function createLogger(
  level: LogLevel = defaultLogLevel(),
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  return pino(
    {
      level,
      base: { service: 'leasingmatch' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The process's logger; main.ts sets its level from LOG_LEVEL. */
export const logger: Logger = createLogger();
