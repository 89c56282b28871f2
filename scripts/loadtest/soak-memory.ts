import type { MemorySample } from './production-server';

export type MemoryGrowth = {
  firstRssMb: number;
  lastRssMb: number;
  peakRssMb: number;
  firstDataMb: number;
  lastDataMb: number;
  /** Least-squares slope of RSS over the second half of the soak. */
  rssSlopeMbPerMinute: number;
  unbounded: boolean;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function slopePerMinute(samples: readonly MemorySample[]): number {
  if (samples.length < 2) return 0;
  const meanT = samples.reduce((sum, s) => sum + s.atMs, 0) / samples.length;
  const meanM = samples.reduce((sum, s) => sum + s.rssMb, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.atMs - meanT) * (s.rssMb - meanM);
    variance += (s.atMs - meanT) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60_000;
}

/**
 * Memory at the start and end of the soak (medians of its first and last tenth). A heap that settles
 * is fine; growth counts as unbounded when RSS ends more than 64 MB and 20 % above where it started
 * and is still climbing (over 10 MB a minute) through the second half of the soak.
 */
export function memoryGrowth(samples: readonly MemorySample[]): MemoryGrowth {
  const tenth = Math.max(1, Math.floor(samples.length / 10));
  const first = samples.slice(0, tenth);
  const last = samples.slice(-tenth);
  const firstRssMb = median(first.map((s) => s.rssMb));
  const lastRssMb = median(last.map((s) => s.rssMb));
  const rssSlopeMbPerMinute = slopePerMinute(samples.slice(Math.floor(samples.length / 2)));
  const grown = lastRssMb - firstRssMb;
  return {
    firstRssMb,
    lastRssMb,
    peakRssMb: Math.max(...samples.map((s) => s.rssMb)),
    firstDataMb: median(first.map((s) => s.dataMb)),
    lastDataMb: median(last.map((s) => s.dataMb)),
    rssSlopeMbPerMinute,
    unbounded: grown > Math.max(64, firstRssMb * 0.2) && rssSlopeMbPerMinute > 10,
  };
}

type MemoryLine = { pid: number; time: string; memoryMb: Record<string, number> };

/**
 * What each server process's memory was made of (its `memory` log lines, src/server/logging/memory-log.ts)
 * at the start and the end of a window: resident, the JavaScript heap reserved and used, outside it.
 */
export function memoryBreakdown(log: string, fromIso: string): string[] {
  const byPid = new Map<number, MemoryLine[]>();
  for (const text of log.split('\n')) {
    if (!text.includes('"msg":"memory"')) continue;
    const line = JSON.parse(text) as MemoryLine;
    if (line.time < fromIso) continue;
    byPid.set(line.pid, [...(byPid.get(line.pid) ?? []), line]);
  }
  const summary = ({ memoryMb: m }: MemoryLine) =>
    `RSS ${m.rss}, heap ${m.heapUsed} used of ${m.heapTotal}, external ${m.external} (array buffers ${m.arrayBuffers})`;
  return [...byPid].map(([pid, lines]) => {
    const first = lines[0] as MemoryLine;
    const last = lines.at(-1) as MemoryLine;
    return `  process ${pid}: ${summary(first)} → ${summary(last)} MB`;
  });
}
