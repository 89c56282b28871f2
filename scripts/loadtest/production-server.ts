import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
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
}): Promise<ProductionServer> {
  mkdirSync(options.dataDir, { recursive: true });
  const logFile = join(options.dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(root, 'src/server/main.ts')], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
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

async function childrenOf(pid: number): Promise<number[]> {
  const list = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return list.split(/\s+/).filter(Boolean).map(Number);
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
