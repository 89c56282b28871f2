import autocannon from 'autocannon';
import { type PlannedRequest, planRequest, type RequestKind } from './request-mix';

/** A request unanswered after this long counts as an error (a visitor would have given up). */
export const CLIENT_TIMEOUT_S = 10;

export type KindStats = { requests: number; failures: number; latencies: number[] };

export type StepResult = {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  byKind: Map<RequestKind, KindStats>;
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

type MixContext = { kind?: RequestKind };

/**
 * One step of the load test: `connections` clients each sending the realistic mix back to back for
 * `seconds`. Latencies come from autocannon's own response timer, attributed to the request kind that
 * onResponse saw just before (autocannon calls both synchronously, in this order, for each response).
 */
export async function runStep(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  listingIds: readonly string[];
}): Promise<StepResult> {
  const byKind = new Map<RequestKind, KindStats>();
  const all: number[] = [];
  let answeredKind: RequestKind | undefined;
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      timeout: CLIENT_TIMEOUT_S,
      requests: [
        {
          setupRequest: (request, context) => {
            const planned: PlannedRequest = planRequest(options.listingIds);
            (context as MixContext).kind = planned.kind;
            return { ...request, ...planned, body: planned.body ?? '' };
          },
          onResponse: (status, _body, context) => {
            answeredKind = (context as MixContext).kind;
            if (!answeredKind) return;
            const stats = byKind.get(answeredKind) ?? { requests: 0, failures: 0, latencies: [] };
            stats.requests += 1;
            if (status < 200 || status > 299) stats.failures += 1;
            byKind.set(answeredKind, stats);
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    all.push(responseTime);
    if (answeredKind) byKind.get(answeredKind)?.latencies.push(responseTime);
    answeredKind = undefined;
  });
  const result = await done;
  all.sort((a, b) => a - b);
  for (const stats of byKind.values()) stats.latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    seconds: result.duration,
    requestsPerSecond: all.length / result.duration,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    byKind,
  };
}
