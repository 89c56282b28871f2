import type { Logger } from './logger';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * One log line a minute with what the process's memory is made of (MB): resident, the JavaScript heap
 * (reserved and in use), and memory outside it (`external`, of which `arrayBuffers` holds the kept
 * compressed answers, ADR 060). Tells a heap still growing into its working size from a leak.
 */
export function logMemoryEvery(logger: Logger, intervalMs = 60_000): () => void {
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    logger.info(
      {
        pid: process.pid,
        memoryMb: {
          rss: mb(usage.rss),
          heapTotal: mb(usage.heapTotal),
          heapUsed: mb(usage.heapUsed),
          external: mb(usage.external),
          arrayBuffers: mb(usage.arrayBuffers),
        },
      },
      'memory',
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
