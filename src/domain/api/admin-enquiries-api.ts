import type { EnquiryEraseInput, EnquiryNoteInput, EnquiryStatusInput } from '../admin/enquiry-inbox-inputs';
import type { EnquiryInboxSearch } from '../admin/enquiry-inbox-search';
import type { EnquiryDetailJson, EnquiryInboxPage, EnquiryNoteJson } from '../admin/enquiry-inbox-types';
import { endpoint } from './endpoint';

const BASE = '/api/admin/enquiries';

/** The leads inbox (Henvendelser, ADR 066). */
export const adminEnquiriesApi = {
  list: endpoint('GET', BASE).types<{ search?: EnquiryInboxSearch; response: EnquiryInboxPage }>(),
  detail: endpoint('GET', `${BASE}/:id`).types<{ response: EnquiryDetailJson }>(),
  changeStatus: endpoint('PATCH', `${BASE}/:id/status`).types<{
    body: EnquiryStatusInput;
    response: EnquiryDetailJson;
  }>(),
  addNote: endpoint('POST', `${BASE}/:id/notes`).types<{
    body: EnquiryNoteInput;
    response: EnquiryNoteJson;
  }>(),
  /** Deletes every enquiry from the address with its mails and notes; answers how many. */
  erase: endpoint('POST', `${BASE}/erase`).types<{
    body: EnquiryEraseInput;
    response: { enquiries: number; mails: number };
  }>(),
};
