import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../client';
import { seedDemoCatalog, wipeCatalog } from './seed-demo-catalog';

/** `npm run seed`: wipes the catalogue and writes the demo catalogue, in the database the server uses. */
async function main(): Promise<void> {
  const seed = optionalInteger('SEED');
  const listings = optionalInteger('SEED_LISTINGS');
  const handle = await openConfiguredDatabase();
  try {
    await migrateDatabase(handle);
    const started = performance.now();
    const counts = await handle.db.transaction(async (tx) => {
      await wipeCatalog(tx);
      return seedDemoCatalog(tx, {
        ...(seed === undefined ? {} : { seed }),
        ...(listings ? { listings } : {}),
      });
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Demo catalogue seeded in ${seconds} s (${handle.kind}): ${counts.makes} makes, ${counts.models} models, ` +
        `${counts.sellers} sellers, ${counts.listings} listings, ${counts.offers} offers, ` +
        `${counts.images} images in ${counts.files} files.`,
    );
  } finally {
    await handle.close();
  }
}

/** Same choice as the server: DATABASE_URL, else PGlite under DATA_DIR (default ./data). */
async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) return openDatabase({ databaseUrl, maxConnections: 1 });
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './data', 'pglite');
  mkdirSync(dataDir, { recursive: true });
  // PGlite does not lock its folder: a second process would open it and both would write. A running
  // PGlite keeps postmaster.pid there, so its presence means a server is up (or one crashed).
  const pidFile = join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile) && !process.argv.includes('--force')) {
    throw new Error(
      `The PGlite database in ${dataDir} is in use by another process (${pidFile} exists).\n` +
        'Stop the server (npm start / npm run dev) and run "npm run seed" again. If no server is running, ' +
        'a previous one did not shut down cleanly: run "npm run seed -- --force".',
    );
  }
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    throw new Error(
      `Could not open the PGlite database in ${dataDir}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function optionalInteger(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
