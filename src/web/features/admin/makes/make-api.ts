import { queryOptions } from '@tanstack/react-query';
import { adminMakesApi } from '../../../../domain/api/admin-makes-api';
import type { MakeInput, ModelInput } from '../../../../domain/catalog/make-model-schema';
import { apiCall } from '../../../lib/api-client';

/** Query keys and options of the makes area; every write invalidates `makeQueries.all`. */
export const makeQueries = {
  all: ['admin', 'makes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...makeQueries.all, 'list'] as const,
      queryFn: ({ signal }) => apiCall(adminMakesApi.list, { signal }),
      staleTime: 0,
    }),
};

export const createMake = (input: MakeInput) => apiCall(adminMakesApi.createMake, { body: input });

/** Saves a make edited from the copy at `version` (ADR 037); 409 STALE_VERSION when it moved on. */
export const updateMake = ({ id, input, version }: { id: string; input: MakeInput; version: number }) =>
  apiCall(adminMakesApi.updateMake, { params: { id }, body: { ...input, expectedVersion: version } });

export const mergeMake = ({ id, intoId }: { id: string; intoId: string }) =>
  apiCall(adminMakesApi.mergeMake, { params: { id }, body: { into_id: intoId } });

export const createModel = ({ makeId, input }: { makeId: string; input: ModelInput }) =>
  apiCall(adminMakesApi.createModel, { params: { id: makeId }, body: input });

/** Saves a model edited from the copy at `version` (ADR 037); 409 STALE_VERSION when it moved on. */
export const updateModel = ({ id, input, version }: { id: string; input: ModelInput; version: number }) =>
  apiCall(adminMakesApi.updateModel, {
    params: { modelId: id },
    body: { ...input, expectedVersion: version },
  });

export const mergeModel = ({ id, intoId }: { id: string; intoId: string }) =>
  apiCall(adminMakesApi.mergeModel, { params: { modelId: id }, body: { into_id: intoId } });

/** Deletes a model no listing uses (issue 25); 409 MODEL_HAS_LISTINGS otherwise. */
export const deleteModel = (id: string) => apiCall(adminMakesApi.deleteModel, { params: { modelId: id } });
