import type { EnquiryInput } from '../enquiries/enquiry-input-schema';
import { endpoint } from './endpoint';

/**
 * The visitor's enquiry for one offer (issue 29, ADR 064). 201 with the enquiry's id and the Danish
 * confirmation; 400 VALIDATION with the fields' Danish messages (or, for a refused form, one message);
 * 404 when the listing is gone; 409 CONFLICT when its offer of these terms changed; 429 with Retry-After.
 * Never cached. Kept apart from publicApi, which is in the entry chunk.
 */
export const enquiriesApi = {
  submit: endpoint('POST', '/api/enquiries').types<{
    body: EnquiryInput;
    response: { id: string; message: string };
  }>(),
};
