import type {
  CatalogMakesResponse,
  MakeInput,
  MakeUpdate,
  MergeResultJson,
  ModelInput,
  ModelUpdate,
} from '../catalog/make-model-schema';
import { endpoint } from './endpoint';

const BASE = '/api/admin/makes';

type Created = { id: string };
/** `version`: the record's version after the save (unchanged when nothing changed). */
type Updated = { id: string; changed: boolean; version: number };
type MergeInput = { into_id: string };

/** A deleted model and its full name ("Kia EV9"), for the toast. */
type Deleted = { id: string; name: string };

/**
 * /api/admin/makes: makes and models; a refused name is 409 CONFLICT with a field issue. An edit carries
 * the version it loaded and is refused as 409 STALE_VERSION when the record moved on (ADR 037).
 */
export const adminMakesApi = {
  list: endpoint('GET', BASE).types<{ response: CatalogMakesResponse }>(),
  createMake: endpoint('POST', BASE).types<{ body: MakeInput; response: Created }>(),
  updateMake: endpoint('PUT', `${BASE}/:id`).types<{ body: MakeUpdate; response: Updated }>(),
  mergeMake: endpoint('POST', `${BASE}/:id/merge`).types<{ body: MergeInput; response: MergeResultJson }>(),
  createModel: endpoint('POST', `${BASE}/:id/models`).types<{ body: ModelInput; response: Created }>(),
  updateModel: endpoint('PUT', `${BASE}/models/:modelId`).types<{ body: ModelUpdate; response: Updated }>(),
  mergeModel: endpoint('POST', `${BASE}/models/:modelId/merge`).types<{
    body: MergeInput;
    response: MergeResultJson;
  }>(),
  /** 409 MODEL_HAS_LISTINGS (with `listing_count`) while a listing uses the model (issue 25). */
  deleteModel: endpoint('DELETE', `${BASE}/models/:modelId`).types<{ response: Deleted }>(),
};
