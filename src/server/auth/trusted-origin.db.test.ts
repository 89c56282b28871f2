import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, freshIp } from '../../../tests/helpers/auth-test-context';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { createApp } from '../app';
import { ensureAccount } from './accounts';

/** The two attacks of issue 17, finding 1, against a development and a production configuration. */
const MODES = [
  { mode: 'development (http://HOST:PORT)', origin: 'http://127.0.0.1:3201', production: false },
  { mode: 'production (PUBLIC_URL)', origin: 'https://leasingmatch.dk', production: true },
] as const;
const RESET_PATH = '/login?step=nulstil';
const ADMIN = { email: 'origin-admin@test.dk', password: 'origin-admin-password-1' };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function latestMailTo(email: string) {
  const [mail] = await handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return mail;
}

async function mailCountTo(email: string) {
  return (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
}

function linkIn(body: string): URL {
  const link = body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the mail:\n${body}`);
  return new URL(link);
}

describe.each(MODES)('one trusted origin, $mode', ({ origin, production }) => {
  let app: ReturnType<typeof createApp>['app'];
  let auth: ReturnType<typeof createApp>['auth'];
  const host = new URL(origin).host;
  const victim = { email: `victim-${production ? 'prod' : 'dev'}@test.dk`, password: 'victim-password-1' };

  beforeAll(async () => {
    ({ app, auth } = createApp({
      db: handle.db,
      catalogMaxStaleMs: 0,
      publicUrl: origin,
      production,
      authSecret: 'origin-test-secret-'.repeat(3),
    }));
    await ensureAccount(auth, handle.db, { ...victim, admin: false });
    await ensureAccount(auth, handle.db, { ...ADMIN, admin: true });
  });

  /** A request as it arrives at the server: any URL and headers the client chose, from its own address. */
  const send = (url: string, init: RequestInit = {}) =>
    Promise.resolve(app.request(url, init, { incoming: { socket: { remoteAddress: freshIp() } } }));
  const requestReset = (redirectTo: string, headers: Record<string, string> = {}, url: string = origin) =>
    send(`${url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: victim.email, redirectTo }),
    });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    `${origin}.evil.example/steal`,
    'javascript:alert(1)',
  ])(
    'refuses a reset request whose redirectTo leaves our origin (%s) with 403 and mails nothing',
    async (redirectTo) => {
      const before = await mailCountTo(victim.email);
      const response = await requestReset(redirectTo);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
      expect(await mailCountTo(victim.email)).toBe(before);
    },
  );

  it('mails a link on our origin whatever Host and X-Forwarded-Host say, and it redirects only there', async () => {
    const response = await requestReset(
      RESET_PATH,
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      'http://evil.example',
    );
    expect(response.status).toBe(200);
    const link = linkIn((await latestMailTo(victim.email))?.body ?? '');
    expect(link.origin).toBe(origin);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9_-]+$/);
    expect(link.searchParams.get('callbackURL')).toBe(RESET_PATH);

    const followed = await send(link.href, { headers: { host: 'evil.example' } });
    expect(followed.status).toBe(302);
    const target = new URL(followed.headers.get('location') as string, origin);
    expect(target.origin).toBe(origin);
    expect(`${target.pathname}?step=${target.searchParams.get('step')}`).toBe(RESET_PATH);
    expect(target.searchParams.get('token')).toBeTruthy();

    // A link whose redirect was edited to another site does not hand the token over.
    const edited = new URL(link);
    edited.searchParams.set('callbackURL', 'https://evil.example/steal');
    const refused = await send(edited.href);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('location')).toBeNull();
  });

  it('accepts an absolute redirect on our own origin, and refuses the other mode’s origin', async () => {
    expect((await requestReset(`${origin}${RESET_PATH}`)).status).toBe(200);
    const other = MODES.find((m) => m.origin !== origin)?.origin as string;
    expect((await requestReset(`${other}${RESET_PATH}`)).status).toBe(403);
  });

  it('builds the invitation mail of an account an admin creates from our origin, not the Host header', async () => {
    const signIn = await send(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const invited = `invited-${production ? 'prod' : 'dev'}@test.dk`;
    const created = await send('http://evil.example/api/admin/users', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookiesOf(signIn),
        origin,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
      body: JSON.stringify({ email: invited, admin: false }),
    });
    expect(created.status).toBe(201);
    const link = linkIn((await latestMailTo(invited))?.body ?? '');
    expect(link.origin).toBe(origin);
  });

  it('refuses a sign-in and a write from any other origin, including the request’s own Host', async () => {
    const foreign = await send(`http://${host}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example', host: 'evil.example' },
      body: JSON.stringify(victim),
    });
    expect(foreign.status).toBe(403);
    const hostOrigin = await send('http://evil.example/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example', host: 'evil.example' },
      body: JSON.stringify(victim),
    });
    expect(hostOrigin.status).toBe(403);
  });
});

describe('development on this machine: localhost and 127.0.0.1 alike', () => {
  const origin = 'http://127.0.0.1:3202';
  const alias = 'http://localhost:3202';
  const account = { email: 'loopback-admin@test.dk', password: 'loopback-admin-password-1' };
  let app: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    const created = createApp({
      db: handle.db,
      catalogMaxStaleMs: 0,
      publicUrl: origin,
      loopbackAliases: [alias],
      authSecret: 'origin-test-secret-'.repeat(3),
    });
    app = created.app;
    await ensureAccount(created.auth, handle.db, { ...account, admin: true });
  });

  const signInFrom = (from: string) =>
    Promise.resolve(
      app.request(
        `${from}/api/auth/sign-in/email`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: from },
          body: JSON.stringify(account),
        },
        { incoming: { socket: { remoteAddress: freshIp() } } },
      ),
    );

  it('signs in from the README address http://localhost:PORT as from the printed one, and from nowhere else', async () => {
    expect((await signInFrom(alias)).status).toBe(200);
    expect((await signInFrom(origin)).status).toBe(200);
    expect((await signInFrom('http://evil.example')).status).toBe(403);
  });
});
