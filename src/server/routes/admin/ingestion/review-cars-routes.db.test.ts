import { describe, expect, it } from 'vitest';
import { succeededSession } from '../../../../../tests/helpers/ingestion-test-steps';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type { CatalogModelsResponse } from '../../../../domain/ingestion/review-edits';
import { seedSellerWithModels, setupIngestionApi } from './ingestion-test-client';

/**
 * Issue 25's review writes over HTTP: "Tilføj bil" and "Del bil" parse their bodies with the domain's
 * schemas (Danish field issues), answer 201 with the new change, 422/409 in Danish when refused; the
 * car forms read the catalogue's models.
 */
const { ctx, api } = setupIngestionApi({ worker: false });

const offer = (mileage: number, months: number, monthly: number) => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: 0,
  monthly_price: monthly,
});
const fabia: ExtractedCar = {
  make: 'Skoda',
  model: 'Fabia',
  variant: '1.0 TSI Style',
  horsepower: 115,
  fuel_type: 'Petrol',
  transmission: null,
  offers: [offer(15_000, 36, 2_695), offer(15_000, 48, 2_995)],
};
const { offers: _offers, ...fabiaIdentity } = fabia;
const identity = { ...fabiaIdentity, model: 'Kamiq' };

async function batchWithFabia() {
  const sellerId = await seedSellerWithModels(ctx.handle.db, `Skodahuset ${Date.now()}`, [
    { make: 'Skoda', model: 'Fabia' },
    { make: 'Skoda', model: 'Kamiq' },
  ]);
  const batchId = await api.createBatch([await succeededSession(ctx.handle.db, sellerId, [fabia])]);
  return { batchId, change: (await api.batch(batchId)).changes[0] };
}

describe('the review’s split and add over HTTP', () => {
  it('adds a car: 400 with Danish issues on the fields, 201 with the new change, which the batch lists', async () => {
    const { batchId } = await batchWithFabia();
    const car = { ...identity, offers: [offer(15_000, 48, 2_995), offer(15_000, 48, 3_095)] };
    const refused = await api.json('POST', `/api/admin/batches/${batchId}/changes`, { car });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [
        {
          path: 'car.offers.1.mileage_per_year',
          message: 'To tilbud har samme km/år, løbetid og udbetaling',
        },
      ],
    });
    const added = await api.json('POST', `/api/admin/batches/${batchId}/changes`, {
      car: { ...car, offers: [offer(15_000, 48, 2_995)] },
    });
    expect(added.status).toBe(201);
    const { change_id } = (await added.json()) as { change_id: string };
    const batch = await api.batch(batchId);
    expect(batch.changes.map((change) => [change.id === change_id, change.origin, change.type])).toEqual([
      [false, 'reader', 'create'],
      [true, 'admin', 'create'],
    ]);
  });

  it('splits a car from the version the review loaded: 422 in Danish, 409 when stale, 201', async () => {
    const { batchId, change } = await batchWithFabia();
    const split = (body: object) =>
      api.json('POST', `/api/admin/batches/${batchId}/changes/${change?.id}/split`, {
        identity,
        offers: [fabia.offers[1]],
        expectedVersion: change?.version,
        ...body,
      });
    const everything = await split({ offers: fabia.offers });
    expect(everything.status).toBe(422);
    expect(await everything.json()).toMatchObject({
      code: 'invalid_split',
      error: 'Mindst ét tilbud skal blive på den oprindelige bil.',
    });
    expect((await split({ expectedVersion: (change?.version ?? 0) + 5 })).status).toBe(409);
    const done = await split({});
    expect(done.status).toBe(201);
    const batch = await api.batch(batchId);
    expect(batch.changes.map((c) => [c.origin, c.car?.model, c.car?.offers.length])).toEqual([
      ['reader', 'Fabia', 1],
      ['split', 'Kamiq', 1],
    ]);
  });

  it('answers the catalogue’s makes with their models', async () => {
    await seedSellerWithModels(ctx.handle.db, 'Katalog', [{ make: 'Skoda', model: 'Enyaq' }]);
    const response = await api.json('GET', '/api/admin/batches/catalog-models');
    expect(response.status).toBe(200);
    const { makes } = (await response.json()) as CatalogModelsResponse;
    expect(makes.find((make) => make.name === 'Skoda')?.models).toEqual(
      expect.arrayContaining(['Enyaq', 'Fabia', 'Kamiq']),
    );
  });
});
