import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { mailsToRecipient } from '../../db/mail-outbox/mails-to-recipient';
import { jsonError } from '../http-error';

/**
 * GET /api/test-outbox?address=… — mounted only on a test server (TEST_CLOCK=1, refused in
 * production, like PUT /api/test-clock): the mails kept for one address (to it, or replying to it), so a browser test can read
 * what a seller or a visitor was sent without a mail server.
 */
export function testOutboxRoutes(db: Database) {
  return new Hono().get('/test-outbox', async (c) => {
    const address = c.req.query('address');
    if (!address || address.length > 254) return jsonError(c, 'VALIDATION');
    return c.json({ mails: await mailsToRecipient(db, address) });
  });
}
