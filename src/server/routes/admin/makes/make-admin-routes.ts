import type { Context } from 'hono';
import { Hono } from 'hono';
import type { adminMakesApi } from '../../../../domain/api/admin-makes-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import {
  makeInputSchema,
  makeUpdateSchema,
  mergeInputSchema,
  modelHasListingsMessage,
  modelInputSchema,
  modelUpdateSchema,
} from '../../../../domain/catalog/make-model-schema';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody } from '../../../http-validation';
import { staleVersionResponse } from '../../../record-version/stale-version-answer';
import type { CatalogWriteResult } from '../../../services/admin/makes/catalog-name-checks';
import { createMake } from '../../../services/admin/makes/create-make';
import { createModel } from '../../../services/admin/makes/create-model';
import { deleteModel } from '../../../services/admin/makes/delete-model';
import { listMakes } from '../../../services/admin/makes/list-makes';
import { mergeMakes } from '../../../services/admin/makes/merge-makes';
import { mergeModels } from '../../../services/admin/makes/merge-models';
import { updateMake } from '../../../services/admin/makes/update-make';
import { updateModel } from '../../../services/admin/makes/update-model';
import {
  type CatalogEditResult,
  catalogStaleDetails,
} from '../../../services/admin/makes/versioned-catalog-edit';
import { isUuid } from '../../../services/admin/sellers/seller-record';
import { type AdminDeps, auditActor } from '../admin-deps';

type Answer<K extends keyof typeof adminMakesApi> = ResponseOf<(typeof adminMakesApi)[K]>;

/**
 * /api/admin/makes: the catalogue's makes and models (list; create, rename/aliases and merge of each;
 * a model's defaults; delete of a model no listing uses). A refusal is 409 CONFLICT with the Danish reason, also as a field issue.
 * An edit carries the version it loaded; from a stale copy it is 409 STALE_VERSION naming who changed it (ADR 037).
 * Names are public: the makes/models triggers bump the catalogue version (ADR 044).
 */
export function makeAdminRoutes({ db }: AdminDeps) {
  const answer = <K extends keyof typeof adminMakesApi>(
    c: Context<AdminEnv>,
    result: CatalogWriteResult<Answer<K>>,
    status: 200 | 201,
  ) => {
    if (result.ok) return c.json(result.value as object, status);
    if (result.reason === 'not_found') return jsonError(c, 'NOT_FOUND');
    return jsonError(c, 'CONFLICT', result.message, {
      issues: [{ path: result.path, message: result.message }],
    });
  };
  const editAnswer = async (
    c: Context<AdminEnv>,
    entity: 'make' | 'model',
    id: string,
    result: CatalogEditResult,
  ) => {
    if (!result.ok && result.reason === 'stale') {
      return staleVersionResponse(c, await catalogStaleDetails(db, entity, id, result.currentVersion));
    }
    return answer<'updateMake' | 'updateModel'>(c, result, 200);
  };
  const withId = (c: Context<AdminEnv>, name: string) => {
    const id = c.req.param(name);
    return id && isUuid(id) ? id : null;
  };

  return new Hono<AdminEnv>()
    .get('/', async (c) => c.json((await listMakes(db)) satisfies Answer<'list'>))
    .post('/', async (c) => {
      const body = await parseJsonBody(c, makeInputSchema);
      if (body.response) return body.response;
      return answer<'createMake'>(c, await createMake(db, auditActor(c.get('admin')), body.data), 201);
    })
    .put('/models/:modelId', async (c) => {
      const id = withId(c, 'modelId');
      if (!id) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, modelUpdateSchema);
      if (body.response) return body.response;
      const { expectedVersion, ...data } = body.data;
      const actor = auditActor(c.get('admin'));
      return editAnswer(c, 'model', id, await updateModel(db, actor, id, data, expectedVersion));
    })
    .post('/models/:modelId/merge', async (c) => {
      const id = withId(c, 'modelId');
      if (!id) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, mergeInputSchema);
      if (body.response) return body.response;
      return answer<'mergeModel'>(
        c,
        await mergeModels(db, auditActor(c.get('admin')), id, body.data.into_id),
        200,
      );
    })
    .delete('/models/:modelId', async (c) => {
      const id = withId(c, 'modelId');
      if (!id) return jsonError(c, 'NOT_FOUND');
      const result = await deleteModel(db, auditActor(c.get('admin')), id);
      if (result.ok) return c.json(result.value satisfies Answer<'deleteModel'>);
      if (result.reason === 'not_found') return jsonError(c, 'NOT_FOUND');
      return jsonError(c, 'MODEL_HAS_LISTINGS', modelHasListingsMessage(result.listingCount), {
        listing_count: result.listingCount,
      });
    })
    .put('/:id', async (c) => {
      const id = withId(c, 'id');
      if (!id) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, makeUpdateSchema);
      if (body.response) return body.response;
      const { expectedVersion, ...data } = body.data;
      const actor = auditActor(c.get('admin'));
      return editAnswer(c, 'make', id, await updateMake(db, actor, id, data, expectedVersion));
    })
    .post('/:id/merge', async (c) => {
      const id = withId(c, 'id');
      if (!id) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, mergeInputSchema);
      if (body.response) return body.response;
      return answer<'mergeMake'>(
        c,
        await mergeMakes(db, auditActor(c.get('admin')), id, body.data.into_id),
        200,
      );
    })
    .post('/:id/models', async (c) => {
      const id = withId(c, 'id');
      if (!id) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, modelInputSchema);
      if (body.response) return body.response;
      return answer<'createModel'>(c, await createModel(db, auditActor(c.get('admin')), id, body.data), 201);
    });
}
