import { isDatabaseUnavailable } from '../lifecycle/database-unavailable';
import { logger } from '../logging/logger';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * Better Auth's log lines, as JSON through the process's logger. A failure because the database is
 * away is one line without the error: Drizzle's message carries the query's parameters (a session
 * token), and the request log already records the 503.
 */
export function authLog(level: AuthLogLevel, message: string, ...args: unknown[]): void {
  if (args.some(isDatabaseUnavailable)) {
    logger.warn({ component: 'better-auth' }, `${message}: the database is unavailable`);
    return;
  }
  const err = args.find((arg) => arg instanceof Error);
  logger[level]({ component: 'better-auth', ...(err ? { err } : {}) }, message);
}
