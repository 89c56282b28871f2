import type { Context } from 'hono';
import { clientIp } from '../auth/client-ip';
import { jsonError } from '../http-error';
import type { GuardRefusal, VisitorClient } from '../services/visitor-forms/visitor-guard';

/** Who sent a visitor's form, for the spam guard's client key. */
export function visitorClientOf(c: Context, trustedProxyHeader: string | undefined): VisitorClient {
  return { address: clientIp(c, trustedProxyHeader), userAgent: c.req.header('user-agent') };
}

/** The answers both visitor forms (enquiry, price alert) give when the guard stops them or the car is gone. */
export function visitorRefusalResponse(c: Context, result: GuardRefusal | { kind: 'listing_not_found' }) {
  switch (result.kind) {
    case 'refused':
      return jsonError(c, 'VALIDATION', result.message, { issues: [{ path: '', message: result.message }] });
    case 'throttled':
      c.header('Retry-After', String(result.retryAfterSeconds));
      return jsonError(c, 'TOO_MANY_REQUESTS', result.message);
    case 'listing_not_found':
      return jsonError(c, 'LISTING_NOT_FOUND', 'Annoncen findes ikke længere');
  }
}
