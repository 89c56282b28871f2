import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, type AuthContext, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import type { Database } from '../../../../db/client';
import { leaseOffers, listings, makes, models, sellers } from '../../../../db/schema';
import type { ExtractedPriceList } from '../../../../domain/ingestion/extracted-price-list';
import type {
  ExtractionSessionDetail,
  ExtractionSessionStatus,
  ImportBatchDetail,
} from '../../../../domain/ingestion/ingestion-api';
import { startIngestionWorker } from '../../../ingestion/start-ingestion-worker';
import type { JobWorker } from '../../../jobs/job-worker';

/**
 * One test file's app with a signed-in admin and a fast ingestion worker (no AI; private URLs allowed
 * unless said otherwise, for the local test servers), stopped after the file. Without the worker
 * (`worker: false`) a test makes its sessions' results itself (succeededSession) and no reader runs.
 */
export function setupIngestionApi(options: { allowPrivateUrls?: boolean; worker?: boolean } = {}): {
  ctx: AuthContext;
  api: ReturnType<typeof ingestionClient>;
} {
  const ctx = setupAuthApp();
  let cookie = '';
  let worker: JobWorker | undefined;
  beforeAll(async () => {
    cookie = await ctx.signIn(ADMIN);
    if (options.worker === false) return;
    worker = startIngestionWorker({
      db: ctx.handle.db,
      aiEnv: {} as never,
      aiConfig: async () => null,
      allowPrivateUrls: options.allowPrivateUrls ?? true,
      pollMs: 50,
    });
  });
  afterAll(async () => {
    await worker?.stop({ graceMs: 2000 });
  });
  return { ctx, api: ingestionClient(ctx, () => cookie) };
}

/** Test support for the ingestion API tests: a seller with catalogue models, and the API's calls. */
export async function seedSellerWithModels(
  db: Database,
  name: string,
  catalogue: ReadonlyArray<{ make: string; model: string }>,
): Promise<string> {
  for (const { make, model } of catalogue) {
    await db.insert(makes).values({ name: make }).onConflictDoNothing();
    const [row] = await db.select({ id: makes.id }).from(makes).where(eq(makes.name, make));
    if (!row) throw new Error('no make');
    await db.insert(models).values({ makeId: row.id, name: model }).onConflictDoNothing();
  }
  const id = randomUUID();
  await db.insert(sellers).values({ id, name });
  return id;
}

export const catalogueOf = (list: ExtractedPriceList) =>
  list.cars.map(({ make, model }) => ({ make, model }));

type Upload = { name: string; bytes: Uint8Array; type?: string };

export function ingestionClient(ctx: AuthContext, cookie: () => string) {
  const json = (method: string, path: string, body?: unknown) =>
    ctx.request(path, {
      method,
      headers: { cookie: cookie(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const multipart = (path: string, fields: Record<string, string>, files: Record<string, Upload[]>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [key, uploads] of Object.entries(files)) {
      for (const upload of uploads) {
        form.append(
          key,
          new File([upload.bytes as Uint8Array<ArrayBuffer>], upload.name, {
            type: upload.type ?? 'application/pdf',
          }),
        );
      }
    }
    return ctx.request(path, { method: 'POST', headers: { cookie: cookie() }, body: form });
  };

  const client = {
    json,
    multipart,
    start: (fields: Record<string, string>, files: Upload[] = []) =>
      multipart('/api/admin/extraction-sessions', fields, { files }),
    async startPdfs(sellerId: string, files: Upload[], extractor = 'auto'): Promise<string[]> {
      const response = await client.start(
        { seller_id: sellerId, extractor, source_kind: 'pdf_upload' },
        files,
      );
      if (response.status !== 201) throw new Error(`start: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { session_ids: string[] }).session_ids;
    },
    async session(id: string): Promise<ExtractionSessionDetail> {
      const response = await json('GET', `/api/admin/extraction-sessions/${id}`);
      if (response.status !== 200) throw new Error(`session: ${response.status}`);
      return (await response.json()) as ExtractionSessionDetail;
    },
    async waitForSession(
      id: string,
      until: (status: ExtractionSessionStatus, session: ExtractionSessionDetail) => boolean = (status) =>
        status !== 'queued' && status !== 'running',
    ): Promise<ExtractionSessionDetail> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const session = await client.session(id);
        if (until(session.status, session)) return session;
        if (Date.now() > deadline) throw new Error(`session ${id} stayed ${session.status}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async createBatch(sessionIds: string[]): Promise<string> {
      const response = await json('POST', '/api/admin/batches', { session_ids: sessionIds });
      if (response.status !== 201) throw new Error(`batch: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { batch_id: string }).batch_id;
    },
    async batch(id: string): Promise<ImportBatchDetail> {
      const response = await json('GET', `/api/admin/batches/${id}`);
      if (response.status !== 200) throw new Error(`batch: ${response.status}`);
      return (await response.json()) as ImportBatchDetail;
    },
    async approveAll(batchId: string): Promise<void> {
      const batch = await client.batch(batchId);
      const response = await json('POST', `/api/admin/batches/${batchId}/review`, {
        change_ids: batch.changes.map((change) => change.id),
        decision: 'approved',
      });
      if (response.status !== 200) throw new Error(`review: ${response.status} ${await response.text()}`);
    },
    /** Applies the batch as just loaded (its current version). */
    async apply(batchId: string): Promise<Response> {
      const { version } = await client.batch(batchId);
      return json('POST', `/api/admin/batches/${batchId}/apply`, { expectedVersion: version });
    },
    /** Upload → worker → batch, the batch's id. */
    async batchFromPdf(sellerId: string, upload: Upload): Promise<string> {
      const [sessionId] = await client.startPdfs(sellerId, [upload]);
      const session = await client.waitForSession(sessionId as string);
      if (session.status !== 'succeeded')
        throw new Error(`session ${session.status}: ${session.error_message}`);
      return client.createBatch([sessionId as string]);
    },
  };
  return client;
}

/** The seller's listings as an extracted price list (offers in the extractors' order) with their status. */
export async function sellerListings(db: Database, sellerId: string) {
  const rows = await db
    .select({
      id: listings.id,
      make: makes.name,
      model: models.name,
      variant: listings.variant,
      horsepower: listings.horsepower,
      fuel_type: listings.fuelType,
      transmission: listings.transmission,
      status: listings.status,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(eq(listings.sellerId, sellerId));
  const offers = await db
    .select({
      listingId: leaseOffers.listingId,
      mileage_per_year: leaseOffers.mileagePerYear,
      period_months: leaseOffers.periodMonths,
      first_payment: leaseOffers.firstPayment,
      monthly_price: leaseOffers.monthlyPrice,
    })
    .from(leaseOffers)
    .where(sql`${leaseOffers.listingId} in (select id from listings where seller_id = ${sellerId})`)
    .orderBy(
      asc(leaseOffers.periodMonths),
      asc(leaseOffers.mileagePerYear),
      asc(leaseOffers.firstPayment),
      asc(leaseOffers.monthlyPrice),
    );
  return rows
    .map(({ id, ...row }) => ({
      ...row,
      offers: offers.filter((offer) => offer.listingId === id).map(({ listingId: _, ...offer }) => offer),
    }))
    .sort(byName);
}

/** The expected cars as sellerListings answers them: sorted the same way, with a status. */
export function expectedListings(list: ExtractedPriceList, status: string) {
  return list.cars
    .map((car) => ({
      make: car.make,
      model: car.model,
      variant: car.variant,
      horsepower: car.horsepower,
      fuel_type: car.fuel_type,
      transmission: car.transmission,
      status,
      offers: car.offers.map((offer) => ({
        mileage_per_year: offer.mileage_per_year,
        period_months: offer.period_months,
        first_payment: offer.first_payment,
        monthly_price: offer.monthly_price,
      })),
    }))
    .sort(byName);
}

const nameKey = (car: { make: string; model: string; variant: string | null }) =>
  `${car.make}|${car.model}|${car.variant ?? ''}`;
const byName = (a: Parameters<typeof nameKey>[0], b: Parameters<typeof nameKey>[0]) =>
  nameKey(a) < nameKey(b) ? -1 : nameKey(a) > nameKey(b) ? 1 : 0;
