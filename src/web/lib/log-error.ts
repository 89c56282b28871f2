/** Where an error happened, as the spec's error log names it (admin, data, route, batch upload, …). */
export type ErrorContext = string;

export type ErrorLogEntry = {
  message: string;
  stack: string | undefined;
  code: string;
  timestamp: string;
  browser: string;
  url: string;
  context: ErrorContext;
};

export function toErrorLogEntry(error: unknown, code: string, context: ErrorContext): ErrorLogEntry {
  const isError = error instanceof Error;
  return {
    message: isError ? error.message : String(error),
    stack: isError ? error.stack : undefined,
    code,
    timestamp: new Date().toISOString(),
    browser: typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent,
    url: typeof location === 'undefined' ? '' : location.href,
    context,
  };
}

/** Spec §8: errors go to the console with message, stack, code, timestamp, browser, URL and context. */
export function logError(error: unknown, code: string, context: ErrorContext): ErrorLogEntry {
  const entry = toErrorLogEntry(error, code, context);
  console.error(`[${context}] ${entry.code}: ${entry.message}`, entry);
  return entry;
}
