import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/client';
import { isCatalogEmpty, seedDemoCatalog } from '../db/seed/seed-demo-catalog';
import { createApp } from './app';
import { loadEnv } from './env';

const env = loadEnv();
const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL });
  const dataDir = resolve(env.DATA_DIR, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return openDatabase({ dataDir });
}

const handle = await openConfiguredDatabase();
await migrateDatabase(handle);
if (env.SEED_DEMO_DATA && (await isCatalogEmpty(handle.db))) {
  const counts = await seedDemoCatalog(handle.db);
  console.log(
    `Seeded demo catalogue: ${counts.listings} listings, ${counts.offers} offers, ${counts.sellers} sellers.`,
  );
}

const { app } = createApp({ db: handle.db, webRoot, catalogMaxStaleMs: env.CATALOG_MAX_STALE_MS });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const host = info.address === '0.0.0.0' || info.address === '::' ? 'localhost' : info.address;
  console.log(`Leasingmatch is running on http://${host}:${info.port} (${handle.kind})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, finishing open requests…`);
  server.close(async () => {
    await handle.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
