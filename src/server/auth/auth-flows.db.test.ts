import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, cookiesOf, freshIp, MEMBER, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { secretFromTotpUri, totpCode } from '../../../tests/helpers/totp';
import { user } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { ensureAccount } from './accounts';

const ctx = setupAuthApp();

describe('sign-in and the admin gate', () => {
  it('signs an administrator in with an HttpOnly, SameSite cookie that opens the admin API', async () => {
    const response = await ctx.post('/api/auth/sign-in/email', ADMIN);
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await ctx.request('/api/admin/me', { headers: { cookie: cookiesOf(response) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email, roles: expect.arrayContaining(['admin']) });
  });

  it('answers a wrong password with INVALID_EMAIL_OR_PASSWORD and no cookie', async () => {
    const response = await ctx.post('/api/auth/sign-in/email', { ...ADMIN, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(cookiesOf(response)).toBe('');
  });

  it('lets a member sign in but refuses the admin API with 403', async () => {
    const cookie = await ctx.signIn(MEMBER);
    const me = await ctx.request('/api/admin/me', { headers: { cookie } });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({
      error: 'Du har ikke tilladelse til denne handling',
      code: 'FORBIDDEN',
    });
  });

  it('refuses the admin API with 401 without a session, also for paths that do not exist', async () => {
    expect((await ctx.request('/api/admin/me')).status).toBe(401);
    expect((await ctx.request('/api/admin/no-such-thing')).status).toBe(401);
  });

  it('stops accepting the cookie after sign-out', async () => {
    const cookie = await ctx.signIn(ADMIN);
    const out = await ctx.post('/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect((await ctx.request('/api/admin/me', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses an account whose e-mail is not confirmed with EMAIL_NOT_VERIFIED', async () => {
    const account = { email: 'unconfirmed@test.dk', password: 'unconfirmed-1' };
    await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: true });
    await ctx.handle.db.update(user).set({ emailVerified: false }).where(eq(user.email, account.email));
    const response = await ctx.post('/api/auth/sign-in/email', account);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });
});

describe('rate limiting (stored in the database)', () => {
  it('answers 429 after five sign-in attempts a minute from one address, and not for another address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await ctx.post(
        '/api/auth/sign-in/email',
        { ...ADMIN, password: 'wrong-password' },
        { ip },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await ctx.post('/api/auth/sign-in/email', ADMIN, { ip: freshIp() })).status).toBe(200);
  });

  it('ignores a client-sent client-IP header, so the limit cannot be dodged', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await ctx.request('/api/auth/sign-in/email', {
        ip,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-leasingmatch-client-ip': `192.168.9.${attempt}` },
        body: JSON.stringify({ ...ADMIN, password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('cross-site requests', () => {
  it('refuses a sign-in posted from another origin', async () => {
    const response = await ctx.post('/api/auth/sign-in/email', ADMIN, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('accepts a sign-in from its own origin', async () => {
    const response = await ctx.post('/api/auth/sign-in/email', ADMIN, { origin: 'http://localhost' });
    expect(response.status).toBe(200);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await ctx.post('/api/auth/sign-in/email', { ...ADMIN, padding: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('turns on TOTP and then requires a code after the password', async () => {
    const account = { email: 'totp-admin@test.dk', password: 'totp-password-1' };
    await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: true });
    const cookie = await ctx.signIn(account);

    const enable = await ctx.post('/api/auth/two-factor/enable', { password: account.password }, { cookie });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThanOrEqual(5);
    const secret = secretFromTotpUri(totpURI);
    const confirm = await ctx.post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      { cookie },
    );
    expect(confirm.status).toBe(200);

    const signIn = await ctx.post('/api/auth/sign-in/email', account);
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(signIn);
    expect((await ctx.request('/api/admin/me', { headers: { cookie: pending } })).status).toBe(401);

    const wrong = await ctx.post('/api/auth/two-factor/verify-totp', { code: '000000' }, { cookie: pending });
    expect(wrong.status).toBe(401);
    const verified = await ctx.post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      { cookie: pending },
    );
    expect(verified.status).toBe(200);
    const me = await ctx.request('/api/admin/me', { headers: { cookie: cookiesOf(verified) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ twoFactorEnabled: true });
  });
});

describe('password reset by e-mail', () => {
  it('puts a reset link in the outbox that sets a new password and ends old sessions', async () => {
    const account = { email: 'forgetful@test.dk', password: 'old-password-1' };
    await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: true });
    const oldSession = await ctx.signIn(account);

    const request = await ctx.post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/login?step=nulstil',
    });
    expect(request.status).toBe(200);
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail).toMatchObject({ status: 'outbox', subject: 'Nulstil din adgangskode til Leasingmatch' });
    const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();

    const follow = await ctx.request(new URL(link as string).pathname + new URL(link as string).search);
    expect(follow.status).toBe(302);
    const target = new URL(follow.headers.get('location') as string, 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('step')).toBe('nulstil');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await ctx.post('/api/auth/reset-password', { newPassword: 'new-password-1', token });
    expect(reset.status).toBe(200);
    expect((await ctx.request('/api/admin/me', { headers: { cookie: oldSession } })).status).toBe(401);
    expect((await ctx.post('/api/auth/sign-in/email', account)).status).toBe(401);
    await ctx.signIn({ ...account, password: 'new-password-1' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await ctx.post('/api/auth/request-password-reset', {
      email: 'nobody@test.dk',
      redirectTo: '/login?step=nulstil',
    });
    expect(response.status).toBe(200);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'nobody@test.dk'));
    expect(mails).toEqual([]);
  });
});
