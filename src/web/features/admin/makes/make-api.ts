import { queryOptions } from '@tanstack/react-query';
import type {
  CatalogMakesResponse,
  MakeInput,
  MergeResultJson,
  ModelInput,
} from '../../../../domain/catalog/make-model-schema';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/admin/makes';
const path = (...parts: string[]) => [BASE, ...parts.map(encodeURIComponent)].join('/');

/** Query keys and options of the makes area; every write invalidates `makeQueries.all`. */
export const makeQueries = {
  all: ['admin', 'makes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...makeQueries.all, 'list'] as const,
      queryFn: ({ signal }) => apiRequest<CatalogMakesResponse>(BASE, { signal }),
      staleTime: 0,
    }),
};

type Saved = { id: string; changed?: boolean };

export const createMake = (input: MakeInput) => apiRequest<Saved>(BASE, { method: 'POST', body: input });

export const updateMake = ({ id, input }: { id: string; input: MakeInput }) =>
  apiRequest<Saved>(path(id), { method: 'PUT', body: input });

export const mergeMake = ({ id, intoId }: { id: string; intoId: string }) =>
  apiRequest<MergeResultJson>(path(id, 'merge'), { method: 'POST', body: { into_id: intoId } });

export const createModel = ({ makeId, input }: { makeId: string; input: ModelInput }) =>
  apiRequest<Saved>(path(makeId, 'models'), { method: 'POST', body: input });

export const updateModel = ({ id, input }: { id: string; input: ModelInput }) =>
  apiRequest<Saved>(path('models', id), { method: 'PUT', body: input });

export const mergeModel = ({ id, intoId }: { id: string; intoId: string }) =>
  apiRequest<MergeResultJson>(path('models', id, 'merge'), { method: 'POST', body: { into_id: intoId } });
