import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from './client';

export type DatabaseLocation = { databaseUrl?: string | undefined; dataDir: string };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its folder, and two processes writing to it corrupt it. A lock file with our
 * pid keeps a second server or `npm run seed` out while one runs; a file left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'leasingmatch.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid}. ` +
          'Stop that server first (or set DATA_DIR to another folder).',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** The database the app is configured for: DATABASE_URL's server, else PGlite under DATA_DIR/pglite. */
export async function openConfiguredDatabase(
  location: DatabaseLocation,
  options: { maxConnections?: number } = {},
): Promise<DatabaseHandle> {
  if (location.databaseUrl) return openDatabase({ databaseUrl: location.databaseUrl, ...options });
  const dataDir = resolve(location.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open the embedded database in ${dataDir}: ${reason}`);
  }
}
