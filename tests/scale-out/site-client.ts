import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/client';
import { ensureAccount } from '../../src/server/auth/accounts';
import { createAuth } from '../../src/server/auth/create-auth';
import { createMailSender } from '../../src/server/mail/mail-sender';
import { SITE_AUTH_SECRET } from './server-process';

export const SITE_ADMIN = { email: 'admin@scale-out.test', password: 'scale-out-password-1' };

/** Creates the administrator in the site's database, as `npm run admin:create` does. */
export async function createSiteAdmin(databaseUrl: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl, maxConnections: 1 });
  try {
    const auth = createAuth(handle.db, {
      secret: SITE_AUTH_SECRET,
      // Only creates the account; no mail, so no link is built from it.
      origin: 'http://127.0.0.1',
      production: false,
      mail: createMailSender(handle.db),
    });
    await ensureAccount(auth, handle.db, { ...SITE_ADMIN, admin: true });
  } finally {
    await handle.close();
  }
}

let ipCounter = 0;
/** A client address of its own (sent in X-Forwarded-For, which the test servers trust). */
export function freshClientIp(): string {
  ipCounter += 1;
  return `10.${randomBytes(1)[0]}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export type CallOptions = { cookie?: string; ip?: string; body?: unknown; form?: FormData };

/** One API call to one process; JSON in and out. */
export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshClientIp() };
  if (options.cookie) headers.cookie = options.cookie;
  // A browser names its origin on every write; better-auth refuses one without it when the request carries
  // a cookie or Sec-Fetch-* headers (Node's fetch sends sec-fetch-mode).
  if (method !== 'GET') headers.origin = baseUrl;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.form ? { body: options.form } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as Record<string, unknown> | undefined, response, text };
}

export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export async function signIn(baseUrl: string, ip = freshClientIp()): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/auth/sign-in/email', { body: SITE_ADMIN, ip });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.text}`);
  return sessionCookie(answer.response);
}

/** Polls until `check` returns a value (not undefined) or the deadline passes. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 20_000, everyMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
