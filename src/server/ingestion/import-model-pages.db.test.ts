import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesOf } from '../../../tests/helpers/ingestion-test-steps';
import { modelPagesWithoutMake } from '../../../tests/price-lists/model-pages-without-make';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { admin, seedSeller } from '../../db/ingestion/ingestion-test-data';
import { makes, models, sellers } from '../../db/schema';
import { createBatchFromSessions } from '../services/admin/ingestion/create-batch-from-sessions';
import { createExtractionSession } from '../services/admin/ingestion/create-extraction-session';
import { runExtractionSession } from './run-extraction-session';

/**
 * Issue 25, the admin's real path: a maker's multi-model list that prints its make only in the logo,
 * imported for a seller whose make is that maker. Every trim lands under its own model, named as the
 * catalogue names it, and no word that accompanies prices ("Vejledende priser") becomes a model.
 */
let handle: DatabaseHandle;
let sellerId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedSeller(handle.db);
  const [volkswagen] = await handle.db.insert(makes).values({ name: 'Volkswagen' }).returning();
  if (!volkswagen) throw new Error('no make');
  await handle.db
    .insert(models)
    .values(['T-Roc', 'Tiguan', 'ID.7 Tourer'].map((name) => ({ makeId: volkswagen.id, name })));
  const [seller] = await handle.db
    .insert(sellers)
    .values({ name: 'VW Forhandler', makeId: volkswagen.id })
    .returning();
  if (!seller) throw new Error('no seller');
  sellerId = seller.id;
});

afterAll(async () => {
  await handle?.close();
});

describe('importing a multi-model list for a seller with a make', () => {
  it('files each trim under its own catalogue model and proposes no price word as a model', async () => {
    const list = await modelPagesWithoutMake();
    const { sessionId } = await createExtractionSession(handle.db, {
      sellerId,
      source: { kind: 'pdf_upload', fileName: 'vw-prisliste.pdf', bytes: list.bytes },
      extractor: 'auto',
      actor: admin,
    });
    const options = { aiConfig: async () => null, allowPrivateUrls: false };
    expect(await runExtractionSession(handle.db, sessionId, options)).toBe('succeeded');
    const made = await createBatchFromSessions(handle.db, { sessionIds: [sessionId], actor: admin });
    if (!made.ok) throw new Error(made.message);
    const changes = await changesOf(handle.db, made.batchId);
    const filed = changes.map((change) => [change.type, change.car?.model, change.car?.variant]);
    expect(filed).toEqual(list.expected.cars.map((car) => ['create', car.model, car.variant]));
    expect(changes.every((change) => change.car?.make === 'Volkswagen')).toBe(true);
    expect(changes.some((change) => /vejledende/i.test(change.car?.model ?? ''))).toBe(false);
  });
});
