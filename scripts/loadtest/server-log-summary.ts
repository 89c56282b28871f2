// `npx tsx scripts/loadtest/server-log-summary.ts <server.log> [--from <ISO time>] [--to <ISO time>]`: the
// server's own duration (p50/p95 ms) and database queries (mean) per request kind, from the request lines
// of a load test's server log — e.g. for one step's window, printed by the load test.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { percentile } from './run-step';

const { values: args, positionals } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) {
  console.error('usage: server-log-summary.ts <server.log> [--from <ISO time>] [--to <ISO time>]');
  process.exit(2);
}
const from = args.from ? Date.parse(args.from) : Number.NEGATIVE_INFINITY;
const to = args.to ? Date.parse(args.to) : Number.POSITIVE_INFINITY;

type RequestLine = {
  msg?: string;
  time?: string;
  method?: string;
  path?: string;
  durationMs?: number;
  queries?: number;
};

function kindOf(method: string, path: string): string {
  if (method === 'POST' && path === '/api/events') return 'events';
  if (path === '/') return 'home html';
  if (path === '/listings') return 'search html';
  if (/^\/listing\/[^/]+$/.test(path)) return 'detail html';
  if (path === '/api/listings') return 'api search';
  if (/^\/api\/listings\/[^/]+\/similar$/.test(path)) return 'api similar';
  if (/^\/api\/listings\/[^/]+$/.test(path)) return 'api detail';
  if (path === '/api/filters') return 'api filters';
  return 'other';
}

const byKind = new Map<string, { durations: number[]; queries: number }>();
for (const text of readFileSync(file, 'utf8').split('\n')) {
  if (!text.includes('"msg":"request"')) continue;
  const line = JSON.parse(text) as RequestLine;
  const at = Date.parse(line.time ?? '');
  if (!(at >= from && at <= to)) continue;
  const kind = kindOf(line.method ?? '', line.path ?? '');
  const stats = byKind.get(kind) ?? { durations: [], queries: 0 };
  stats.durations.push(line.durationMs ?? 0);
  stats.queries += line.queries ?? 0;
  byKind.set(kind, stats);
}

console.log(`${'kind'.padStart(12)}  requests   p50 ms   p95 ms  queries`);
for (const [kind, { durations, queries }] of [...byKind].sort()) {
  durations.sort((a, b) => a - b);
  console.log(
    `${kind.padStart(12)}  ${String(durations.length).padStart(8)}  ${percentile(durations, 50).toFixed(1).padStart(7)}  ` +
      `${percentile(durations, 95).toFixed(1).padStart(7)}  ${(queries / durations.length).toFixed(2).padStart(7)}`,
  );
}
