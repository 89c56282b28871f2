import { migrateDatabase } from '../client';
import { openConfiguredDatabase } from '../open-configured-database';
import { seedDemoCatalog, wipeCatalog } from './seed-demo-catalog';

/** `npm run seed`: wipes the catalogue and writes the demo catalogue, in the database the server uses. */
async function main(): Promise<void> {
  const seed = optionalInteger('SEED');
  const listings = optionalInteger('SEED_LISTINGS');
  const handle = await openConfiguredDatabase(
    { databaseUrl: process.env.DATABASE_URL?.trim(), dataDir: process.env.DATA_DIR?.trim() || './data' },
    { maxConnections: 1 },
  );
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
