import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EnquiryInboxSearch } from '../../../../domain/admin/enquiry-inbox-search';
import { adminEnquiriesApi } from '../../../../domain/api/admin-enquiries-api';
import type { EnquiryStatus } from '../../../../domain/enquiries/enquiry-vocabulary';
import { apiCall } from '../../../lib/api-client';

/** Query keys and options of the leads inbox; every write invalidates `enquiryQueries.all`. */
export const enquiryQueries = {
  all: ['admin', 'enquiries'] as const,
  list: (search: EnquiryInboxSearch) =>
    queryOptions({
      queryKey: [...enquiryQueries.all, 'list', search] as const,
      queryFn: ({ signal }) => apiCall(adminEnquiriesApi.list, { search, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...enquiryQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => apiCall(adminEnquiriesApi.detail, { params: { id }, signal }),
      staleTime: 0,
    }),
};

export const changeEnquiryStatus = ({ id, status }: { id: string; status: EnquiryStatus }) =>
  apiCall(adminEnquiriesApi.changeStatus, { params: { id }, body: { status } });

export const addEnquiryNote = ({ id, body }: { id: string; body: string }) =>
  apiCall(adminEnquiriesApi.addNote, { params: { id }, body: { body } });

export const eraseEnquiries = (email: string) => apiCall(adminEnquiriesApi.erase, { body: { email } });
