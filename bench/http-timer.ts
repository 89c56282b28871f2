import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive connection; resolves with the elapsed milliseconds and the status. */
export function timedGet(port: number, path: string): Promise<{ ms: number; status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ ms, status: response.statusCode ?? 0, bytes });
      });
    });
    request.on('error', reject);
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Runs `paths` round-robin for `count` requests and returns the sorted latencies. */
export async function measure(port: number, paths: readonly string[], count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length] as string;
    const { ms, status } = await timedGet(port, path);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    latencies.push(ms);
  }
  return latencies.sort((a, b) => a - b);
}
