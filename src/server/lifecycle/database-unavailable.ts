/** postgres.js and Node socket codes for a connection that failed, closed or timed out. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** SQLSTATE: class 08 (connection exception) and 57P01–57P03 (the server is shutting down or starting). */
const isUnavailableSqlState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code);

/**
 * Whether a failure means the database cannot be reached right now (as opposed to a bug or bad data).
 * Follows the cause chain, since drizzle wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionCodes.has(code) || isUnavailableSqlState(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
