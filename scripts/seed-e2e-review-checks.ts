// Before the e2e server starts (playwright.config.ts): a seller and a succeeded extraction per project
// whose cars carry the reader's checks, one failed (e2e/review-checks-seed.ts). A new database gets the
// demo catalogue and the demo administrator first, exactly as the server would give them: the server
// seeds only an empty catalogue, and this seller makes it non-empty.
import { eq } from 'drizzle-orm';
import { FRESH_PROJECTS, freshSeed } from '../e2e/fresh-or-gone-seed';
import { REVIEW_CHECKS_PROJECTS, reviewChecksCars, reviewChecksSeed } from '../e2e/review-checks-seed';
import { migrateDatabase } from '../src/db/client';
import { openConfiguredDatabase } from '../src/db/open-configured-database';
import { extractionSessions, sellers } from '../src/db/schema';
import { isCatalogEmpty, seedDemoCatalog } from '../src/db/seed/seed-demo-catalog';
import { resolveAuthSecret } from '../src/server/auth/auth-secret';
import { createAuth } from '../src/server/auth/create-auth';
import { ensureDemoAdmin } from '../src/server/auth/demo-admin';
import { loadEnv, trustedOriginOf } from '../src/server/env';
import { createMailSender } from '../src/server/mail/mail-sender';

const dataDir = process.env.DATA_DIR?.trim() || './data';
const handle = await openConfiguredDatabase(
  { databaseUrl: process.env.DATABASE_URL?.trim(), dataDir },
  { maxConnections: 1 },
);
try {
  await migrateDatabase(handle);
  if (await isCatalogEmpty(handle.db)) {
    await seedDemoCatalog(handle.db);
    const auth = createAuth(handle.db, {
      secret: resolveAuthSecret(process.env.AUTH_SECRET?.trim(), dataDir),
      origin: trustedOriginOf(loadEnv()),
      production: false,
      mail: createMailSender(handle.db),
    });
    await ensureDemoAdmin(auth, handle.db);
  }
  const offers = reviewChecksCars.reduce((sum, car) => sum + car.offers.length, 0);
  for (const project of REVIEW_CHECKS_PROJECTS) {
    const { sellerName, sourceLabel } = reviewChecksSeed(project);
    const [known] = await handle.db.select().from(sellers).where(eq(sellers.name, sellerName));
    if (known) continue;
    const [seller] = await handle.db
      .insert(sellers)
      .values({ name: sellerName })
      .returning({ id: sellers.id });
    if (!seller) throw new Error('Seller insert returned no row');
    const finished = new Date();
    await handle.db.insert(extractionSessions).values({
      sellerId: seller.id,
      sourceKind: 'text',
      sourceLabel,
      sourceText: 'Prisliste (e2e)',
      requestedExtractor: 'auto',
      extractor: 'table',
      status: 'succeeded',
      progress: 100,
      step: 'Færdig',
      result: { cars: reviewChecksCars },
      carsFound: reviewChecksCars.length,
      offersFound: offers,
      startedAt: new Date(finished.getTime() - 1500),
      finishedAt: finished,
    });
  }
  console.log(`Seeded the review-checks extractions for ${REVIEW_CHECKS_PROJECTS.join(' and ')}.`);
  // A seller per project with a saved price-list URL the fresh-or-gone test serves itself (ADR 056).
  for (const project of FRESH_PROJECTS) {
    const { sellerName, url } = freshSeed(project, Number(process.env.PORT ?? 3123));
    const [known] = await handle.db.select().from(sellers).where(eq(sellers.name, sellerName));
    if (!known)
      await handle.db.insert(sellers).values({ name: sellerName, priceLists: [{ name: 'Prisliste', url }] });
  }
} finally {
  await handle.close();
}
