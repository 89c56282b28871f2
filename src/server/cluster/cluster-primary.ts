import cluster, { type Worker } from 'node:cluster';

export type ClusterOptions = {
  workers: number;
  /** After a stop signal, how long the workers get before they are killed. */
  shutdownTimeoutMs: number;
  log: (message: string) => void;
  exit: (code: number) => void;
};

/** A worker that dies this soon after it started, this many times in a row, means it cannot start. */
const EARLY_DEATH_MS = 10_000;
const MAX_EARLY_DEATHS = 5;

/**
 * The primary of `WEB_CONCURRENCY` server processes (ADR 060): it forks the workers (which share the
 * port; node:cluster hands connections round-robin), forks a replacement when one dies, and on SIGTERM or
 * SIGINT passes the signal on, waits for every worker's own graceful shutdown and exits with 0 when all
 * of them did. It serves nothing itself and holds no state.
 */
export function runClusterPrimary(options: ClusterOptions): void {
  let stopping = false;
  let earlyDeaths = 0;
  let failedStops = 0;
  let stopSignal: NodeJS.Signals | undefined;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < options.workers; i++) fork();

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      // A worker still starting has no handler yet and ends by the signal itself: a clean stop too.
      if (code !== 0 && signal !== stopSignal) failedStops += 1;
      if (startedAt.size === 0) options.exit(failedStops === 0 ? 0 : 1);
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    options.log(`Server process ${worker.process.pid} exited (${signal ?? code}) after ${lived} ms`);
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      options.log(`Server processes keep dying at start (${earlyDeaths} in a row): stopping.`);
      stopping = true;
      failedStops += 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      if (startedAt.size === 0) options.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
    options.log(`${signal} received, stopping ${startedAt.size} server processes…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      options.log(`Server processes still running after ${options.shutdownTimeoutMs} ms: killing them.`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      options.exit(1);
    }, options.shutdownTimeoutMs + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
