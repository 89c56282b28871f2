import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { adminLayoutApi } from '../../../../../domain/api/admin-layout-api';
import type { LayoutTemplate } from '../../../../../domain/ingestion/layout-template';
import type { SaveLayoutTemplateInput } from '../../../../../domain/ingestion/layout-template-api';
import { apiCall } from '../../../../lib/api-client';

/** Query keys and options of teaching layouts; a save or deactivation invalidates `layoutQueries.all`. */
export const layoutQueries = {
  all: ['admin', 'layout-templates'] as const,
  grid: (sessionId: string) =>
    queryOptions({
      queryKey: [...layoutQueries.all, 'grid', sessionId] as const,
      queryFn: ({ signal }) => apiCall(adminLayoutApi.layoutGrid, { params: { id: sessionId }, signal }),
      staleTime: 60_000,
    }),
  preview: (sessionId: string, template: LayoutTemplate | null) =>
    queryOptions({
      queryKey: [...layoutQueries.all, 'preview', sessionId, template] as const,
      queryFn:
        template === null
          ? skipToken
          : ({ signal }) =>
              apiCall(adminLayoutApi.previewLayout, {
                params: { id: sessionId },
                body: { template },
                signal,
              }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  versions: (sellerId: string) =>
    queryOptions({
      queryKey: [...layoutQueries.all, 'versions', sellerId] as const,
      queryFn: ({ signal }) => apiCall(adminLayoutApi.layoutTemplates, { params: { id: sellerId }, signal }),
      staleTime: 0,
    }),
};

export const saveLayoutTemplate = ({
  sessionId,
  input,
}: {
  sessionId: string;
  input: SaveLayoutTemplateInput;
}) => apiCall(adminLayoutApi.saveLayoutTemplate, { params: { id: sessionId }, body: input });

export const deactivateLayoutTemplate = ({ sellerId, id }: { sellerId: string; id: string }) =>
  apiCall(adminLayoutApi.deactivateLayoutTemplate, { params: { id: sellerId, templateId: id } });
