import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { createApp, TEST_ORIGIN } from '../../src/server/app';
import { ensureAccount } from '../../src/server/auth/accounts';
import { createTestDatabase } from '../setup/test-database';

export const ADMIN = { email: 'admin@test.dk', password: 'admin-password-1' };
export const MEMBER = { email: 'member@test.dk', password: 'member-password-1' };

type App = ReturnType<typeof createApp>;
export type AuthContext = {
  handle: DatabaseHandle;
  app: App['app'];
  auth: App['auth'];
  /** A request from the given client address (the socket's peer, as @hono/node-server sees it). */
  request: (path: string, init?: RequestInit & { ip?: string }) => Promise<Response>;
  post: (
    path: string,
    body: unknown,
    init?: { cookie?: string; ip?: string; origin?: string },
  ) => Promise<Response>;
  signIn: (account: { email: string; password: string }, ip?: string) => Promise<string>;
};

let ipCounter = 0;
/** A new client address per call, so one test's attempts never count against another's rate limit. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** The session cookie(s) of a response, ready for a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/** A fresh database with an administrator and a member without roles, and the app with auth. */
export function setupAuthApp(): AuthContext {
  const context = {} as AuthContext;
  beforeAll(async () => {
    context.handle = await createTestDatabase();
    const created = createApp({
      db: context.handle.db,
      catalogMaxStaleMs: 0,
      authSecret: 'test-secret-'.repeat(4),
    });
    context.app = created.app;
    context.auth = created.auth;
    await ensureAccount(created.auth, context.handle.db, { ...ADMIN, admin: true });
    await ensureAccount(created.auth, context.handle.db, { ...MEMBER, admin: false });
    context.request = (path, init = {}) => {
      const { ip = freshIp(), ...rest } = init;
      return Promise.resolve(
        context.app.request(`http://localhost${path}`, rest, { incoming: { socket: { remoteAddress: ip } } }),
      );
    };
    context.post = (path, body, init = {}) =>
      context.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(init.cookie ? { cookie: init.cookie } : {}),
          // A browser names its origin on every write; better-auth refuses a cookie-carrying write without one.
          ...(init.origin || init.cookie ? { origin: init.origin ?? TEST_ORIGIN } : {}),
        },
        body: JSON.stringify(body),
        ...(init.ip ? { ip: init.ip } : {}),
      });
    context.signIn = async (account, ip) => {
      const response = await context.post('/api/auth/sign-in/email', account, ip ? { ip } : {});
      if (response.status !== 200)
        throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
      return cookiesOf(response);
    };
  });
  afterAll(async () => {
    await context.handle?.close();
  });
  return context;
}
