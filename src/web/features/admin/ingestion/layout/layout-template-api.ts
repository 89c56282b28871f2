import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LayoutTemplate } from '../../../../../domain/ingestion/layout-template';
import type {
  LayoutGridResponse,
  LayoutPreviewResponse,
  LayoutTemplateVersionJson,
  LayoutTemplateVersionsResponse,
  SavedLayoutTemplate,
  SaveLayoutTemplateInput,
} from '../../../../../domain/ingestion/layout-template-api';
import { apiRequest } from '../../../../lib/api-client';

const sessionPath = (id: string) => `/api/admin/extraction-sessions/${encodeURIComponent(id)}`;
const sellerPath = (id: string) => `/api/admin/sellers/${encodeURIComponent(id)}/layout-templates`;

/** Query keys and options of teaching layouts; a save or deactivation invalidates `layoutQueries.all`. */
export const layoutQueries = {
  all: ['admin', 'layout-templates'] as const,
  grid: (sessionId: string) =>
    queryOptions({
      queryKey: [...layoutQueries.all, 'grid', sessionId] as const,
      queryFn: ({ signal }) => apiRequest<LayoutGridResponse>(`${sessionPath(sessionId)}/layout`, { signal }),
      staleTime: 60_000,
    }),
  preview: (sessionId: string, template: LayoutTemplate | null) =>
    queryOptions({
      queryKey: [...layoutQueries.all, 'preview', sessionId, template] as const,
      queryFn: ({ signal }) =>
        apiRequest<LayoutPreviewResponse>(`${sessionPath(sessionId)}/layout/preview`, {
          method: 'POST',
          body: { template },
          signal,
        }),
      enabled: template !== null,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  versions: (sellerId: string) =>
    queryOptions({
      queryKey: [...layoutQueries.all, 'versions', sellerId] as const,
      queryFn: ({ signal }) => apiRequest<LayoutTemplateVersionsResponse>(sellerPath(sellerId), { signal }),
      staleTime: 0,
    }),
};

export const saveLayoutTemplate = ({
  sessionId,
  input,
}: {
  sessionId: string;
  input: SaveLayoutTemplateInput;
}) =>
  apiRequest<SavedLayoutTemplate>(`${sessionPath(sessionId)}/layout/template`, {
    method: 'POST',
    body: input,
  });

export const deactivateLayoutTemplate = ({ sellerId, id }: { sellerId: string; id: string }) =>
  apiRequest<LayoutTemplateVersionJson>(`${sellerPath(sellerId)}/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
  });
