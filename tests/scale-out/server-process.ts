import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { quoteIdentifier, runAdminStatement } from '../setup/postgres-admin';
import { databaseUrlFor } from '../setup/test-database-context';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Shared by every process of one site: sessions signed by one are accepted by the others. */
export const SITE_AUTH_SECRET = 'scale-out-test-secret-'.repeat(2);

/**
 * A fresh, migrated database on the test PostgreSQL server (cloned from the run's template, dropped with
 * it). These tests need a real server: without TEST_DATABASE_URL they fail instead of passing silently.
 */
export async function createSiteDatabase(): Promise<{ serverUrl: string; databaseUrl: string }> {
  const source = inject('testDatabase');
  if (source?.kind !== 'postgres') {
    throw new Error('Needs a PostgreSQL server: run with scripts/with-postgres.sh (TEST_DATABASE_URL).');
  }
  const name = `${source.namePrefix}site_${randomBytes(4).toString('hex')}`;
  await runAdminStatement(
    source.serverUrl,
    `create database ${quoteIdentifier(name)} template ${quoteIdentifier(source.template)}`,
  );
  return { serverUrl: source.serverUrl, databaseUrl: databaseUrlFor(source.serverUrl, name) };
}

export type ServerProcess = {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export type ServerOptions = {
  name: string;
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
};

/** Waits until GET /api/ready answers 200 (the process migrated, listens and reaches the database). */
export async function waitUntilReady(url: string, exited: Promise<unknown>, timeoutMs = 90_000) {
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !dead) {
    const status = await fetch(`${url}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    dead ? 'the server process exited before it was ready' : 'the server was not ready in time',
  );
}

/** `node --import tsx src/server/main.ts` on its own port and data folder, as in production. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const dataDir = `${repoRoot}.tmp/scale-out/${options.name}-${randomBytes(3).toString('hex')}`;
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      AUTH_SECRET: SITE_AUTH_SECRET,
      SEED_DEMO_DATA: '0',
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    name: options.name,
    url,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    await waitUntilReady(url, exited);
  } catch (error) {
    await server.stop('SIGKILL');
    throw new Error(`${options.name}: ${(error as Error).message}\n${output}`);
  }
  return server;
}
