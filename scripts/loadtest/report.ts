import type { MemorySample } from './production-server';
import { requestKinds } from './request-mix';
import { percentile, type StepResult } from './run-step';
import type { MemoryGrowth } from './soak-memory';

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, i) => String(cell).padStart(widths[i] ?? 8)).join(' ');
const STEP_WIDTHS = [11, 9, 8, 8, 8, 8, 8];

export function printSteps(steps: readonly StepResult[], options: { header: boolean }): void {
  if (options.header) {
    console.log(
      row(['connections', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx'], STEP_WIDTHS),
    );
  }
  for (const step of steps) {
    console.log(
      row(
        [
          step.connections,
          step.requestsPerSecond.toFixed(0),
          ms(step.p50),
          ms(step.p95),
          ms(step.p99),
          step.errors,
          step.non2xx,
        ],
        STEP_WIDTHS,
      ),
    );
  }
}

const KIND_WIDTHS = [12, 9, 7, 8, 8, 8, 8];

/** The soak's figures per request kind, then the server's memory at idle, at the soak's start and end. */
export function printSoak(soak: StepResult, growth: MemoryGrowth, idle: MemorySample): void {
  console.log(
    `\nsoak: ${soak.seconds} s at ${soak.connections} connections, ${soak.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${ms(soak.p50)} ms, p95 ${ms(soak.p95)} ms, p99 ${ms(soak.p99)} ms, errors ${soak.errors}, non-2xx ${soak.non2xx}`,
  );
  console.log(row(['kind', 'requests', 'share', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx'], KIND_WIDTHS));
  const total = [...soak.byKind.values()].reduce((sum, stats) => sum + stats.requests, 0);
  for (const kind of requestKinds) {
    const stats = soak.byKind.get(kind);
    if (!stats) continue;
    console.log(
      row(
        [
          kind,
          stats.requests,
          `${((100 * stats.requests) / total).toFixed(0)} %`,
          ms(percentile(stats.latencies, 50)),
          ms(percentile(stats.latencies, 95)),
          ms(percentile(stats.latencies, 99)),
          stats.failures,
        ],
        KIND_WIDTHS,
      ),
    );
  }
  console.log(
    `server memory: idle RSS ${idle.rssMb.toFixed(0)} MB; soak RSS ${growth.firstRssMb.toFixed(0)} → ` +
      `${growth.lastRssMb.toFixed(0)} MB (peak ${growth.peakRssMb.toFixed(0)} MB, second half ` +
      `${growth.rssSlopeMbPerMinute.toFixed(1)} MB/min); VmData ${growth.firstDataMb.toFixed(0)} → ` +
      `${growth.lastDataMb.toFixed(0)} MB`,
  );
}
