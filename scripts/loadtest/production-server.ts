import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/** `npm start -- --build-only` under the shared build lock: builds the web app and its renderer when stale. */
export function ensureProductionBuild(): void {
  const build = spawnSync(
    'flock',
    ['/tmp/leasingmatch-build.lock', process.execPath, join(root, 'scripts/start.mjs'), '--build-only'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('The production build failed.');
}

export type ProductionServer = {
  pid: number;
  baseUrl: string;
  logFile: string;
  stop: () => Promise<void>;
};

/**
 * The real server entry (src/server/main.ts) with NODE_ENV=production behind a trusted proxy header, as
 * deployed; its output goes to a log file so request logs do not drown the report.
 */
export async function startProductionServer(options: {
  databaseUrl: string;
  port: number;
  dataDir: string;
  /** Writes a V8 CPU profile (`.cpuprofile`) into this folder when the server exits. */
  profileDir?: string | undefined;
  /** WEB_CONCURRENCY: server processes (ADR 060); their memory is sampled together. */
  workers?: number;
  /** Each server process writes a V8 heap snapshot into this folder on SIGUSR2 (`heap-diff.ts` compares two). */
  heapSnapshotDir?: string | undefined;
}): Promise<ProductionServer> {
  mkdirSync(options.dataDir, { recursive: true });
  const logFile = join(options.dataDir, 'server.log');
  // The server writes its log lines (synchronously, one per request) straight into the file: through a
  // pipe to this process, which also runs the load generator, a busy generator would stall the server.
  const log = openSync(logFile, 'w');
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  if (options.heapSnapshotDir) mkdirSync(options.heapSnapshotDir, { recursive: true });
  const heap = options.heapSnapshotDir
    ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${options.heapSnapshotDir}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, ...heap, '--import', 'tsx', join(root, 'src/server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        SEED_DEMO_DATA: '0',
        TRUSTED_PROXY_HEADER: 'x-forwarded-for',
        WEB_CONCURRENCY: String(options.workers ?? 1),
        MEMORY_LOG_INTERVAL_MS: '10000',
      },
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await waitForHealth(baseUrl, child, logFile);
  return { pid: child.pid as number, baseUrl, logFile, stop: () => stopChild(child) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${await readFile(logFile, 'utf8')}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health within 2 minutes (log: ${logFile}).`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export type MemorySample = { atMs: number; rssMb: number; dataMb: number };

export async function childrenOf(pid: number): Promise<number[]> {
  const list = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return list.split(/\s+/).filter(Boolean).map(Number);
}

/** The process that serves: the cluster's workers when there are, else the process itself. */
export async function servingProcesses(pid: number): Promise<number[]> {
  const children = await childrenOf(pid);
  return children.length > 0 ? children : [pid];
}

/**
 * VmRSS (resident) and VmData (heap and other private data) of a process and its child processes (the
 * cluster's server processes), summed, from /proc/<pid>/status.
 */
export async function sampleMemory(pid: number, startedAt: number): Promise<MemorySample> {
  let rssKb = 0;
  let dataKb = 0;
  for (const id of [pid, ...(await childrenOf(pid))]) {
    const status = await readFile(`/proc/${id}/status`, 'utf8').catch(() => '');
    const kilobytes = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    rssKb += kilobytes('VmRSS');
    dataKb += kilobytes('VmData');
  }
  return { atMs: Date.now() - startedAt, rssMb: rssKb / 1024, dataMb: dataKb / 1024 };
}
