import { Hono } from 'hono';
import {
  enquiryEraseInputSchema,
  enquiryNoteInputSchema,
  enquiryStatusInputSchema,
} from '../../../../domain/admin/enquiry-inbox-inputs';
import { enquiryInboxSearchSchema } from '../../../../domain/admin/enquiry-inbox-search';
import type { adminEnquiriesApi } from '../../../../domain/api/admin-enquiries-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody } from '../../../http-validation';
import { addEnquiryNote } from '../../../services/admin/enquiries/add-enquiry-note';
import { changeEnquiryStatus } from '../../../services/admin/enquiries/change-enquiry-status';
import { eraseEnquiriesByEmail } from '../../../services/admin/enquiries/erase-enquiries-by-email';
import { findEnquiries } from '../../../services/admin/enquiries/find-enquiries';
import { findEnquiry } from '../../../services/admin/enquiries/find-enquiry';
import { type AdminDeps, auditActor } from '../admin-deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The leads inbox (ADR 066): GET / (filters as the page's URL; invalid values fall back), GET /:id,
 * PATCH /:id/status and POST /:id/notes (both audited), POST /erase (every enquiry from one address).
 */
export function enquiryAdminRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const search = enquiryInboxSearchSchema.parse(c.req.query());
      return c.json(
        (await findEnquiries(deps.db, search)) satisfies ResponseOf<typeof adminEnquiriesApi.list>,
      );
    })
    .post('/erase', async (c) => {
      const body = await parseJsonBody(c, enquiryEraseInputSchema);
      if (body.response) return body.response;
      const deleted = await eraseEnquiriesByEmail(deps.db, auditActor(c.get('admin')), body.data.email);
      return c.json(deleted satisfies ResponseOf<typeof adminEnquiriesApi.erase>);
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const enquiry = UUID.test(id) ? await findEnquiry(deps.db, id) : undefined;
      if (!enquiry) return jsonError(c, 'NOT_FOUND');
      return c.json(enquiry satisfies ResponseOf<typeof adminEnquiriesApi.detail>);
    })
    .patch('/:id/status', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, enquiryStatusInputSchema);
      if (body.response) return body.response;
      const changed = await changeEnquiryStatus(deps.db, auditActor(c.get('admin')), id, body.data.status);
      const enquiry = changed ? await findEnquiry(deps.db, id) : undefined;
      if (!enquiry) return jsonError(c, 'NOT_FOUND');
      return c.json(enquiry satisfies ResponseOf<typeof adminEnquiriesApi.changeStatus>);
    })
    .post('/:id/notes', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, enquiryNoteInputSchema);
      if (body.response) return body.response;
      const note = await addEnquiryNote(deps.db, auditActor(c.get('admin')), id, body.data.body);
      if (!note) return jsonError(c, 'NOT_FOUND');
      return c.json(note satisfies ResponseOf<typeof adminEnquiriesApi.addNote>, 201);
    });
}
