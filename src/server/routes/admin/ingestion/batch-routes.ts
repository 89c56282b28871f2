import { Hono } from 'hono';
import { z } from 'zod/mini';
import { expectedVersionField } from '../../../../domain/admin/record-version';
import type { adminBatchesApi } from '../../../../domain/api/admin-batches-api';
import type { adminExtractionApi } from '../../../../domain/api/admin-extraction-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import {
  choosePriceSchema,
  createBatchSchema,
  createMissingModelSchema,
  editChangeCarSchema,
  reviewChangesSchema,
} from '../../../../domain/ingestion/ingestion-api';
import { addChangeSchema, splitChangeSchema } from '../../../../domain/ingestion/review-edits';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody } from '../../../http-validation';
import { addImportChange } from '../../../services/admin/ingestion/add-import-change';
import { applyImportBatch } from '../../../services/admin/ingestion/apply-import-batch';
import { chooseChangePrice } from '../../../services/admin/ingestion/choose-change-price';
import { createBatchFromSessions } from '../../../services/admin/ingestion/create-batch-from-sessions';
import { createMissingModel } from '../../../services/admin/ingestion/create-missing-model';
import { editChangeCar } from '../../../services/admin/ingestion/edit-change-car';
import { getImportBatch } from '../../../services/admin/ingestion/get-import-batch';
import { listCatalogModels } from '../../../services/admin/ingestion/list-catalog-models';
import { reviewImportChanges } from '../../../services/admin/ingestion/review-import-changes';
import { splitImportChange } from '../../../services/admin/ingestion/split-import-change';
import { isUuid } from '../../../services/admin/sellers/seller-record';
import { type AdminDeps, auditActor } from '../admin-deps';
import { answerWrite, NOT_FOUND_MESSAGE } from './ingestion-answers';
import { answerStaleImport } from './stale-import-answer';

type Answer<K extends keyof typeof adminBatchesApi> = ResponseOf<(typeof adminBatchesApi)[K]>;

const applyBatchSchema = z.object(expectedVersionField);

/**
 * /api/admin/batches: create one from succeeded sessions, read it, review and edit its changes, choose
 * between conflicting prices, create a missing model, split a car or add one (issue 25), apply it (one
 * transaction, all or nothing).
 * Editing a change and applying carry the version the review loaded (ADR 037).
 */
export function batchRoutes({ db }: AdminDeps) {
  return (
    new Hono<AdminEnv>()
      .post('/', async (c) => {
        const body = await parseJsonBody(c, createBatchSchema);
        if (body.response) return body.response;
        const created = await createBatchFromSessions(db, {
          sessionIds: body.data.session_ids,
          actor: auditActor(c.get('admin')),
        });
        if (!created.ok) return jsonError(c, created.code, created.message);
        return c.json(
          { batch_id: created.batchId } satisfies ResponseOf<typeof adminExtractionApi.createBatch>,
          created.created ? 201 : 200,
        );
      })
      // Before '/:id', which would take the name for a batch id.
      .get('/catalog-models', async (c) =>
        c.json((await listCatalogModels(db)) satisfies Answer<'catalogModels'>),
      )
      .get('/:id', async (c) => {
        const id = c.req.param('id');
        const batch = isUuid(id) ? await getImportBatch(db, id) : null;
        return batch
          ? c.json(batch satisfies Answer<'batch'>)
          : jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
      })
      .post('/:id/review', async (c) => {
        const id = c.req.param('id');
        if (!isUuid(id)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
        const body = await parseJsonBody(c, reviewChangesSchema);
        if (body.response) return body.response;
        return answerWrite(c, async () => {
          const updated = await reviewImportChanges(db, {
            batchId: id,
            changeIds: body.data.change_ids,
            decision: body.data.decision,
            actor: auditActor(c.get('admin')),
          });
          return c.json({ updated } satisfies Answer<'reviewChanges'>);
        });
      })
      .put('/:id/changes/:changeId/car', async (c) => {
        const { id, changeId } = c.req.param();
        if (!isUuid(id) || !isUuid(changeId)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
        const body = await parseJsonBody(c, z.extend(editChangeCarSchema, expectedVersionField));
        if (body.response) return body.response;
        return answerStaleImport(c, db, () =>
          answerWrite(c, async () => {
            const edited = await editChangeCar(db, {
              batchId: id,
              changeId,
              car: body.data.car,
              expectedVersion: body.data.expectedVersion,
              actor: auditActor(c.get('admin')),
            });
            return c.json(edited satisfies Answer<'editChangeCar'>);
          }),
        );
      })
      .post('/:id/changes/:changeId/price-choice', async (c) => {
        const { id, changeId } = c.req.param();
        if (!isUuid(id) || !isUuid(changeId)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
        const body = await parseJsonBody(c, z.extend(choosePriceSchema, expectedVersionField));
        if (body.response) return body.response;
        return answerStaleImport(c, db, () =>
          answerWrite(c, async () => {
            const chosen = await chooseChangePrice(db, {
              batchId: id,
              changeId,
              choice: body.data.offer,
              expectedVersion: body.data.expectedVersion,
              actor: auditActor(c.get('admin')),
            });
            return c.json(chosen satisfies Answer<'choosePrice'>);
          }),
        );
      })
      .post('/:id/changes/:changeId/split', async (c) => {
        const { id, changeId } = c.req.param();
        if (!isUuid(id) || !isUuid(changeId)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
        const body = await parseJsonBody(c, z.extend(splitChangeSchema, expectedVersionField));
        if (body.response) return body.response;
        return answerStaleImport(c, db, () =>
          answerWrite(c, async () => {
            const split = await splitImportChange(db, {
              batchId: id,
              changeId,
              identity: body.data.identity,
              offers: body.data.offers,
              expectedVersion: body.data.expectedVersion,
              actor: auditActor(c.get('admin')),
            });
            return c.json({ change_id: split.changeId } satisfies Answer<'splitChange'>, 201);
          }),
        );
      })
      .post('/:id/changes', async (c) => {
        const id = c.req.param('id');
        if (!isUuid(id)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
        const body = await parseJsonBody(c, addChangeSchema);
        if (body.response) return body.response;
        return answerWrite(c, async () => {
          const added = await addImportChange(db, {
            batchId: id,
            car: body.data.car,
            actor: auditActor(c.get('admin')),
          });
          return c.json({ change_id: added.changeId } satisfies Answer<'addChange'>, 201);
        });
      })
      .post('/:id/missing-models', async (c) => {
        const id = c.req.param('id');
        if (!isUuid(id)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
        const body = await parseJsonBody(c, createMissingModelSchema);
        if (body.response) return body.response;
        return answerWrite(c, async () => {
          const created = await createMissingModel(db, {
            batchId: id,
            make: body.data.make,
            model: body.data.model,
            actor: auditActor(c.get('admin')),
          });
          return c.json({
            converted: created.converted,
            make_created: created.makeCreated,
            make: created.make,
            model: created.model,
          } satisfies Answer<'createMissingModel'>);
        });
      })
      .post('/:id/apply', async (c) => {
        const id = c.req.param('id');
        if (!isUuid(id)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.batch);
        const body = await parseJsonBody(c, applyBatchSchema);
        if (body.response) return body.response;
        return answerStaleImport(c, db, async () => {
          const applied = await applyImportBatch(db, {
            batchId: id,
            actor: auditActor(c.get('admin')),
            expectedVersion: body.data.expectedVersion,
          });
          if (!applied.ok) return jsonError(c, applied.code, applied.message);
          return c.json({
            counts: applied.counts,
            remembered_corrections: applied.remembered,
          } satisfies Answer<'applyBatch'>);
        });
      })
  );
}
