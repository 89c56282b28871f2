import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * better-auth keys its rate limits on this header. Only the server sets it: any value a client sends
 * is replaced, so nobody can dodge or exhaust another visitor's limit by forging it.
 */
export const CLIENT_IP_HEADER = 'x-leasingmatch-client-ip';

/**
 * The client's address: the socket's peer, or — only when TRUSTED_PROXY_HEADER names the header a
 * trusted reverse proxy sets — the last address that proxy appended.
 */
export function clientIp(c: Context, trustedProxyHeader?: string): string | undefined {
  if (trustedProxyHeader) {
    const forwarded = c.req.header(trustedProxyHeader);
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  // duplex: a request body is a stream, which undici only re-wraps in half-duplex mode.
  return new Request(request, { headers, duplex: 'half' } as RequestInit);
}
