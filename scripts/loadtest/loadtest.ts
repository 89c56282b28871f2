// `npm run loadtest [-- --quick]`: the production build and the real server on a throwaway PostgreSQL with the
// 50 000-listing catalogue, driven by a realistic request mix at increasing concurrency, then a soak at the
// best error-free step with the server's memory sampled. Exits non-zero on any error, non-2xx answer or
// memory that keeps growing through the soak.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ensureProductionBuild,
  type MemorySample,
  sampleMemory,
  servingProcesses,
  startProductionServer,
} from './production-server';
import { printSoak, printSteps } from './report';
import { CLIENT_TIMEOUT_S, runStep, type StepResult } from './run-step';
import { seedCatalogue } from './seed-catalogue';
import { memoryBreakdown, memoryGrowth } from './soak-memory';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    port: { type: 'string', default: '3171' },
    listings: { type: 'string' },
    /** A folder for the server's CPU profile, written when it stops (`scripts/loadtest/profile-summary.ts`). */
    profile: { type: 'string' },
    'data-dir': { type: 'string', default: '.tmp/loadtest' },
    /** Server processes (WEB_CONCURRENCY, ADR 060): as many as the machine has cores, by default. */
    workers: { type: 'string' },
    /**
     * A folder for V8 heap snapshots of each server process, taken a quarter into the soak and at its end
     * (compare them with `scripts/loadtest/heap-diff.ts`); each pauses its process for seconds.
     */
    'heap-snapshots': { type: 'string' },
    /** A longer soak tells a heap still growing into its working size from a leak. */
    'soak-seconds': { type: 'string' },
    /**
     * Load before the measured steps, so they measure a server whose kept answers (ADR 060) hold the
     * mix's pages, as a server does after its first minutes of traffic; 0 measures a cold server.
     */
    'warmup-seconds': { type: 'string' },
  },
});
const quick = args.quick ?? false;
const listings = Number(args.listings ?? 50_000);
const steps = quick ? [1, 16, 64] : [1, 4, 16, 32, 64, 128];
const stepSeconds = quick ? 5 : 15;
const workers = Number(args.workers ?? availableParallelism());
const soakSeconds = Number(args['soak-seconds'] ?? (quick ? 15 : 60));
const warmupSeconds = Number(args['warmup-seconds'] ?? (quick ? 5 : 90));

/** Asks every server process for a heap snapshot a quarter into the soak; `atEnd` asks again and waits. */
function heapSnapshotsDuring(pid: number, baseUrl: string, seconds: number) {
  const take = async () => {
    for (const id of await servingProcesses(pid)) process.kill(id, 'SIGUSR2');
  };
  const early = setTimeout(() => void take(), (seconds * 1000) / 4);
  return {
    atEnd: async () => {
      clearTimeout(early);
      await take();
      // The snapshot is written by the process's main thread, which answers nothing meanwhile.
      await new Promise((done) => setTimeout(done, 5_000));
      while (
        !(await fetch(`${baseUrl}/api/health`)
          .then((r) => r.ok)
          .catch(() => false))
      ) {
        await new Promise((done) => setTimeout(done, 1_000));
      }
    },
  };
}

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'loadtest: run through scripts/with-postgres.sh (npm run loadtest), which sets TEST_DATABASE_URL.',
  );
  process.exit(2);
}

console.log('loadtest: building the production app (when stale)…');
ensureProductionBuild();

let started = Date.now();
const listingIds = await seedCatalogue(databaseUrl, listings);
console.log(`loadtest: seeded ${listings} listings in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const server = await startProductionServer({
  databaseUrl,
  port: Number(args.port),
  dataDir: resolve(args['data-dir'] ?? '.tmp/loadtest'),
  profileDir: args.profile ? resolve(args.profile) : undefined,
  workers,
  heapSnapshotDir: args['heap-snapshots'] ? resolve(args['heap-snapshots']) : undefined,
});
console.log(
  `loadtest: ${workers} server process(es) (WEB_CONCURRENCY), pid ${server.pid} at ${server.baseUrl} (log: ${server.logFile})`,
);

try {
  const idleMemory = await sampleMemory(server.pid, Date.now());
  // Warm-up: the first search loads the catalogue snapshot, the first page the renderer; each is awaited.
  const id = listingIds[0] ?? '';
  for (const path of [
    '/api/listings',
    '/',
    `/listing/${id}`,
    `/api/listings/${id}/similar`,
    '/api/filters',
  ]) {
    const response = await fetch(`${server.baseUrl}${path}`);
    if (!response.ok) throw new Error(`Warm-up: ${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  await runStep({ baseUrl: server.baseUrl, connections: 4, seconds: 3, listingIds });
  if (warmupSeconds > 0) {
    const warmup = await runStep({
      baseUrl: server.baseUrl,
      connections: 32,
      seconds: warmupSeconds,
      listingIds,
    });
    console.log(
      `warm-up: ${warmupSeconds} s at 32 connections, ${warmup.requestsPerSecond.toFixed(0)} req/s, ` +
        `p99 ${Math.round(warmup.p99)} ms (not in the table; --warmup-seconds 0 measures a cold server)`,
    );
  }

  const results: StepResult[] = [];
  const windows: string[] = [];
  for (const connections of steps) {
    const from = new Date().toISOString();
    results.push(await runStep({ baseUrl: server.baseUrl, connections, seconds: stepSeconds, listingIds }));
    printSteps(results.slice(-1), { header: results.length === 1 });
    windows.push(`  ${connections} connections: --from ${from} --to ${new Date().toISOString()}`);
  }
  console.log(
    `server log windows (scripts/loadtest/server-log-summary.ts ${server.logFile} …):\n${windows.join('\n')}`,
  );

  const clean = results.filter(
    (step) => step.errors === 0 && step.non2xx === 0 && step.requestsPerSecond > 0,
  );
  const best = clean.reduce<StepResult | undefined>(
    (top, step) => (top && top.requestsPerSecond >= step.requestsPerSecond ? top : step),
    undefined,
  );
  // The soak measures memory under sustained load, so it runs where answers keep headroom below the client's
  // timeout (p99 under half of it), not at the edge of saturation where queues alone cause timeouts.
  const sustained = clean
    .filter((step) => step.p99 < CLIENT_TIMEOUT_S * 500)
    .reduce<StepResult | undefined>(
      (top, step) => (top && top.requestsPerSecond >= step.requestsPerSecond ? top : step),
      undefined,
    );
  const soakConnections = (sustained ?? best)?.connections ?? steps[0] ?? 1;

  started = Date.now();
  const soakFrom = new Date(started).toISOString();
  const samples: MemorySample[] = [await sampleMemory(server.pid, started)];
  const sampler = setInterval(() => {
    void sampleMemory(server.pid, started).then((sample) => samples.push(sample));
  }, 1000);
  const snapshots = args['heap-snapshots']
    ? heapSnapshotsDuring(server.pid, server.baseUrl, soakSeconds)
    : undefined;
  const soak = await runStep({
    baseUrl: server.baseUrl,
    connections: soakConnections,
    seconds: soakSeconds,
    listingIds,
  });
  clearInterval(sampler);
  if (snapshots) await snapshots.atEnd();
  samples.push(await sampleMemory(server.pid, started));
  const growth = memoryGrowth(samples);
  printSoak(soak, growth, idleMemory);
  console.log('what the memory is made of (first and last log line of the soak):');
  for (const line of memoryBreakdown(readFileSync(server.logFile, 'utf8'), soakFrom)) console.log(line);

  const failed = [...results, soak].some((step) => step.errors > 0 || step.non2xx > 0);
  console.log(
    `loadtest: max_rps_zero_errors=${best ? best.requestsPerSecond.toFixed(0) : 'none'} ` +
      `at ${best?.connections ?? '-'} connections, p95=${best?.p95.toFixed(0) ?? '-'} ms, p99=${best?.p99.toFixed(0) ?? '-'} ms; ` +
      `soak ${soakSeconds} s RSS ${growth.firstRssMb.toFixed(0)} → ${growth.lastRssMb.toFixed(0)} MB ` +
      `(${growth.rssSlopeMbPerMinute >= 0 ? '+' : ''}${growth.rssSlopeMbPerMinute.toFixed(1)} MB/min)`,
  );
  if (failed) console.error('loadtest: FAILED — errors or non-2xx answers (see the table above).');
  if (growth.unbounded) console.error('loadtest: FAILED — memory kept growing through the soak.');
  process.exitCode = failed || growth.unbounded ? 1 : 0;
} finally {
  await server.stop();
}
