import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { migrateDatabase } from '../db/client';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { isCatalogEmpty, seedDemoCatalog } from '../db/seed/seed-demo-catalog';
import { createApp } from './app';
import { resolveAuthSecret } from './auth/auth-secret';
import { DEMO_ADMIN, ensureDemoAdmin } from './auth/demo-admin';
import { runClusterPrimary } from './cluster/cluster-primary';
import { loadEnv, loopbackAliasesOf, trustedOriginOf } from './env';
import { startIngestionWorker } from './ingestion/start-ingestion-worker';
import { startMaintenanceWorker } from './jobs/start-maintenance-worker';
import { createLifecycle, type Lifecycle } from './lifecycle/graceful-shutdown';
import { logger } from './logging/logger';
import { logMemoryEvery } from './logging/memory-log';

function fail(error: unknown): never {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    return fail(error);
  }
})();
logger.level = env.LOG_LEVEL;
const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

// With WEB_CONCURRENCY > 1 (ADR 060) this process is the primary: it migrates and seeds once, then forks
// the server processes, which skip both.
const primaryOfCluster = cluster.isPrimary && env.WEB_CONCURRENCY > 1;
const handle = await openConfiguredDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
  fail,
);
if (!cluster.isWorker) await migrateDatabase(handle);
const seedDemo = !cluster.isWorker && env.SEED_DEMO_DATA && (await isCatalogEmpty(handle.db));
if (seedDemo) {
  const counts = await seedDemoCatalog(handle.db);
  logger.info(
    `Seeded demo catalogue: ${counts.listings} listings, ${counts.offers} offers, ${counts.sellers} sellers.`,
  );
}

const production = env.NODE_ENV === 'production';
let lifecycle: Lifecycle | undefined;
const origin = trustedOriginOf(env);
/** Set once this process's maintenance worker runs; an enquiry's mails then go out without waiting for its poll. */
let wakeMailDelivery = () => {};
const { app, auth, catalog } = createApp({
  db: handle.db,
  // The primary of a cluster serves nothing: no renderer to load.
  webRoot: primaryOfCluster ? undefined : webRoot,
  catalogMaxStaleMs: env.CATALOG_MAX_STALE_MS,
  publicUrl: origin,
  loopbackAliases: loopbackAliasesOf(env),
  productionHosts: env.PRODUCTION_HOSTS,
  production,
  authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
  trustedProxyHeader: env.TRUSTED_PROXY_HEADER,
  smtpUrl: env.SMTP_URL,
  onMailQueued: () => wakeMailDelivery(),
  health: { isShuttingDown: () => lifecycle?.isShuttingDown() ?? false },
  testClock: env.TEST_CLOCK,
});
// A new database in development gets the demo administrator with the demo catalogue; production never does.
if (!production && seedDemo && (await ensureDemoAdmin(auth, handle.db))) {
  logger.info(
    `Created the demo administrator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (development only).`,
  );
}
if (primaryOfCluster) {
  await handle.close();
  logger.info(`Starting ${env.WEB_CONCURRENCY} server processes on port ${env.PORT}`);
  runClusterPrimary({
    workers: env.WEB_CONCURRENCY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    log: (message) => logger.info(message),
    exit: (code) => process.stdout.write('', () => process.exit(code)),
  });
} else {
  serveThisProcess();
}

function serveThisProcess(): void {
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = info.address === '0.0.0.0' || info.address === '::' ? 'localhost' : info.address;
    // Sign-in works only on the trusted origin (ADR 035), so that is the address to open.
    logger.info(`Leasingmatch is running on http://${host}:${info.port}, open ${origin} (${handle.kind})`);
  });

  // Runs queued extraction sessions in this process (ADR 020); a session cut off by a stop is resumed at the next start.
  const ingestionWorker = startIngestionWorker({
    db: handle.db,
    aiEnv: env,
    allowPrivateUrls: env.PRICE_LIST_URL_ALLOW_PRIVATE,
    leaseMs: env.JOB_LEASE_MS,
  });
  // Housekeeping jobs: deletes raw analytics events past Indstillinger's retention days (ADR 050), delivers queued mails (ADR 064).
  const maintenanceWorker = startMaintenanceWorker({
    db: handle.db,
    leaseMs: env.JOB_LEASE_MS,
    smtpUrl: env.SMTP_URL,
    catalog,
    publicOrigin: origin,
  });
  wakeMailDelivery = () => maintenanceWorker.wake();

  logMemoryEvery(logger, env.MEMORY_LOG_INTERVAL_MS);

  lifecycle = createLifecycle({
    server: server as Server,
    // A job still running after a second is handed back at once, so another process resumes it now.
    stopWorker: async () => {
      await Promise.all([ingestionWorker.stop({ graceMs: 1000 }), maintenanceWorker.stop({ graceMs: 1000 })]);
    },
    closeDatabase: () => handle.close(),
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    log: (message) => logger.info(message),
    // Exits once stdout has flushed: a pipe drops what is still buffered at process.exit.
    exit: (code) => process.stdout.write('', () => process.exit(code)),
  });
  process.on('SIGINT', () => void lifecycle?.shutdown('SIGINT'));
  process.on('SIGTERM', () => void lifecycle?.shutdown('SIGTERM'));
}
