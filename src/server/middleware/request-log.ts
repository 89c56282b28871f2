import { performance } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import { countQueries } from '../../db/query-count';
import { loggablePath } from '../logging/loggable-path';
import type { Logger } from '../logging/logger';
import { requestIdFrom } from './request-id';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

export type RequestLogOptions = {
  logger: Logger;
  /** Development: `x-query-count` on every response, so a page's database cost is visible in the browser. */
  exposeQueryCount: boolean;
};

/**
 * Outermost middleware: gives the request its id (echoed in `x-request-id`), counts its database
 * queries and writes one log line when it is answered.
 */
export function requestLog({ logger, exposeQueryCount }: RequestLogOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    const counted = countQueries(next);
    await counted.result;
    const queries = counted.queries();
    c.header('x-request-id', requestId);
    if (exposeQueryCount) c.header('x-query-count', String(queries));
    const status = c.res.status;
    logger[status >= 500 ? 'error' : 'info'](
      {
        requestId,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        queries,
      },
      'request',
    );
  };
}

/** For app.onError: the stack goes to the log under the request's id, never into the response. */
export function logRequestError(logger: Logger, error: unknown, requestId: string | undefined): void {
  logger.error({ err: error, requestId }, 'Request failed');
}
