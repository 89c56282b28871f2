import autocannon from 'autocannon';
import { type PlannedRequest, planRequest, type RequestKind } from '../../scripts/loadtest/request-mix';
import { CLIENT_TIMEOUT_S } from '../../scripts/loadtest/run-step';

/**
 * The load test's request kinds a server without a built web app answers. main.ts always hands
 * createApp dist/web as its web root, but webAppRoutes adds no route when dist/web/index.html is
 * missing, so every page URL (/, /listings, /listing/:id) answers 404 there — and CI's PostgreSQL
 * stage runs before `vite build`. The HTML kinds are therefore left out everywhere (with or without a
 * build, so the test means the same locally and in CI); the API reads and the events collector are
 * the same code with or without the build.
 */
export const API_KINDS: readonly RequestKind[] = [
  'api search',
  'api detail',
  'api similar',
  'api filters',
  'events',
];

/**
 * One of the load test's requests (scripts/loadtest/request-mix.ts), in its proportions, HTML left out;
 * `kind` asks for a request of that kind.
 */
export function planApiRequest(listingIds: readonly string[], kind?: RequestKind): PlannedRequest {
  for (;;) {
    const planned = planRequest(listingIds);
    if (kind ? planned.kind === kind : API_KINDS.includes(planned.kind)) return planned;
  }
}

export type MixResult = {
  requests: number;
  /** Connection errors and timeouts (autocannon's errors + timeouts). */
  errors: number;
  non2xx: number;
  byKind: Partial<Record<RequestKind, number>>;
  /** The first few answers outside 2xx, for the failure message. */
  failures: string[];
};

/**
 * `connections` clients sending the API mix back to back for `seconds`, as scripts/loadtest/run-step.ts
 * drives autocannon (same request planner, same client timeout).
 */
export async function runApiMix(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  listingIds: readonly string[];
}): Promise<MixResult> {
  const byKind: Partial<Record<RequestKind, number>> = {};
  const failures: string[] = [];
  // The first requests are one of each kind, so a slow machine that answers only a few still sends all.
  let planned = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.seconds,
        timeout: CLIENT_TIMEOUT_S,
        requests: [
          {
            setupRequest: (request, context) => {
              const next = planApiRequest(options.listingIds, API_KINDS[planned++]);
              Object.assign(context, { planned: next });
              return { ...request, ...next, body: next.body ?? '' };
            },
            onResponse: (status, _body, context) => {
              const { planned } = context as { planned?: PlannedRequest };
              if (!planned) return;
              byKind[planned.kind] = (byKind[planned.kind] ?? 0) + 1;
              if ((status < 200 || status > 299) && failures.length < 10) {
                failures.push(`${status} ${planned.method} ${planned.path}`);
              }
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    byKind,
    failures,
  };
}
