import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminExtractionApi } from '../../../../../domain/api/admin-extraction-api';
import type { ExtractionSessionsSearch } from '../../../../../domain/ingestion/extraction-search-params';
import type { ExtractionSessionStatus } from '../../../../../domain/ingestion/ingestion-api';
import { apiCall } from '../../../../lib/api-client';

/** A session still has work ahead: the screens poll while one is visible. */
export const isSessionActive = (status: ExtractionSessionStatus) =>
  status === 'queued' || status === 'running';

const LIST_POLL_MS = 2000;
const DETAIL_POLL_MS = 1000;

/** Query keys and options of the extraction sessions; every write invalidates `extractionQueries.all`. */
export const extractionQueries = {
  all: ['admin', 'extraction-sessions'] as const,
  list: (search: ExtractionSessionsSearch) =>
    queryOptions({
      queryKey: [...extractionQueries.all, 'list', search] as const,
      queryFn: ({ signal }) => apiCall(adminExtractionApi.sessions, { search, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.items.some((session) => isSessionActive(session.status)) ? LIST_POLL_MS : false,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...extractionQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => apiCall(adminExtractionApi.session, { params: { id }, signal }),
      staleTime: 0,
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status && isSessionActive(status) ? DETAIL_POLL_MS : false;
      },
    }),
};

/** The log lines after `after` (the last id the page has). */
export const getSessionLog = (id: string, after: number, signal?: AbortSignal) =>
  apiCall(adminExtractionApi.sessionLog, { params: { id }, search: { after }, signal });

export const cancelSession = (id: string) => apiCall(adminExtractionApi.cancelSession, { params: { id } });

/** One batch for review from succeeded sessions of one seller. */
export const createBatch = (sessionIds: string[]) =>
  apiCall(adminExtractionApi.createBatch, { body: { session_ids: sessionIds } });
