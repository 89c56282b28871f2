import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { ResponseOf } from '../../domain/api/endpoint';
import type { enquiriesApi } from '../../domain/api/enquiries-api';
import { enquiryInputSchema } from '../../domain/enquiries/enquiry-input-schema';
import { jsonError } from '../http-error';
import { parseJsonBody } from '../http-validation';
import { enquirySubmitter } from '../services/enquiries/submit-enquiry';
import { visitorClientOf, visitorRefusalResponse } from './visitor-form-responses';

export type EnquiryRoutesOptions = {
  db: Database;
  /** The site's origin, for the listing link in the mails. */
  publicOrigin: string;
  trustedProxyHeader?: string | undefined;
  /** Called once an enquiry's mails are queued (main.ts wakes this process's mail worker). */
  onMailQueued?: (() => void) | undefined;
};

const confirmation = (sellerName: string) =>
  `Tak! Vi har modtaget din henvendelse og sender den til ${sellerName}, som kontakter dig om tilbuddet. ` +
  'Du får en kopi på e-mail.';

/** POST /api/enquiries (ADR 064): public, no cookies; the API's same-origin check guards it. */
export function enquiryRoutes(options: EnquiryRoutesOptions) {
  const submit = enquirySubmitter(options.db, { publicOrigin: options.publicOrigin });
  return new Hono().post('/', async (c) => {
    const parsed = await parseJsonBody(c, enquiryInputSchema);
    if (parsed.response) return parsed.response;
    const result = await submit(parsed.data, visitorClientOf(c, options.trustedProxyHeader));
    switch (result.kind) {
      case 'refused':
      case 'throttled':
      case 'listing_not_found':
        return visitorRefusalResponse(c, result);
      case 'offer_changed':
        return jsonError(
          c,
          'CONFLICT',
          'Tilbuddet er ændret, siden du åbnede siden. Genindlæs siden, og send igen.',
        );
      case 'stored':
        options.onMailQueued?.();
        return c.json(
          { id: result.id, message: confirmation(result.sellerName) } satisfies ResponseOf<
            typeof enquiriesApi.submit
          >,
          201,
        );
    }
  });
}
