import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, cookiesOf, freshIp, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { secretFromTotpUri, totpCode } from '../../../tests/helpers/totp';
import { accountThrottle } from '../../db/schema/account-throttle';
import { mailOutbox } from '../../db/schema/mail-outbox';
import {
  type AccountThrottleRule,
  accountThrottleKey,
  RESET_MAILS_PER_ACCOUNT,
  SECOND_FACTOR_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT,
} from './account-throttle-rules';
import { ensureAccount } from './accounts';

const ctx = setupAuthApp();
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'For mange login-forsøg. Prøv igen senere' };
const SIGN_IN = '/api/auth/sign-in/email';
/** better-auth wants an Origin on requests that carry cookies. */
const ORIGIN = 'http://localhost';

let accountCounter = 0;
/** An account of its own per test, so no test's attempts count against another's. */
async function freshAccount() {
  accountCounter += 1;
  const account = {
    email: `throttled-${accountCounter}@test.dk`,
    password: `throttle-password-${accountCounter}`,
  };
  const { userId } = await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: true });
  return { ...account, userId };
}

/** Wrong passwords for one e-mail, `perAddress` from each of `addresses` client addresses; the statuses. */
async function wrongPasswords(email: string, addresses: number, perAddress: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let a = 0; a < addresses; a += 1) {
    const ip = freshIp();
    for (let n = 0; n < perAddress; n += 1) {
      statuses.push((await ctx.post(SIGN_IN, { email, password: `wrong-${a}-${n}-guess` }, { ip })).status);
    }
  }
  return statuses;
}

/** The window of a rule's count for a subject ends now, as if its 15 minutes (or hour) had passed. */
async function endWindow(rule: AccountThrottleRule, subject: string) {
  const key = accountThrottleKey(rule, subject);
  await ctx.handle.db
    .update(accountThrottle)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(accountThrottle.key, key));
}

const refusals = (count: number) => Array.from({ length: count }, () => 429);
const failures = (count: number) => Array.from({ length: count }, () => 401);

// A refused attempt is cheap, but each one that reaches the password costs a scrypt hash: generous timeouts.
describe('sign-in throttled per account as well as per address', { timeout: 60_000 }, () => {
  it('refuses an account after 10 failures spread over 10 addresses, even the right password from an 11th', async () => {
    const account = await freshAccount();
    // The reproduction: 50 wrong passwords, 5 from each of 10 addresses (each within its own limit).
    expect(await wrongPasswords(account.email, 10, 5)).toEqual([...failures(10), ...refusals(40)]);

    const right = await ctx.post(SIGN_IN, account, { ip: freshIp() });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject(TOO_MANY);
    expect(cookiesOf(right)).toBe('');
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_PER_ACCOUNT.windowSeconds);

    // The stored key names no e-mail address.
    const keys = (await ctx.handle.db.select({ key: accountThrottle.key }).from(accountThrottle)).map(
      (r) => r.key,
    );
    expect(keys).toContain(accountThrottleKey(SIGN_IN_PER_ACCOUNT, account.email));
    expect(keys.join(' ')).not.toContain('@');
  });

  it('counts attempts sent at the same moment one by one: of 16 at once, exactly 10 reach the password check', async () => {
    const account = await freshAccount();
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        ctx.post(SIGN_IN, { email: account.email, password: `parallel-${n}-guess` }, { ip: freshIp() }),
      ),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_PER_ACCOUNT.maxAttempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('counts an e-mail however better-auth finds the account by it: capitals are the same account', async () => {
    const account = await freshAccount();
    const spellings = [
      account.email.toUpperCase(),
      account.email.replace('throttled', 'THROTTLED'),
      account.email,
    ];
    for (let n = 0; n < SIGN_IN_PER_ACCOUNT.maxAttempts; n += 1) {
      const email = spellings[n % spellings.length];
      await ctx.post(SIGN_IN, { email, password: 'wrong-password-x' }, { ip: freshIp() });
    }
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(429);
  });

  it('still limits one address across accounts (5 a minute), and that does not lock the account', async () => {
    const account = await freshAccount();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      statuses.push(
        (await ctx.post(SIGN_IN, { email: `stranger-${n}@test.dk`, password: 'guess-123456' }, { ip }))
          .status,
      );
    }
    statuses.push((await ctx.post(SIGN_IN, account, { ip })).status);
    expect(statuses).toEqual([...failures(5), 429]);
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(200);
  });

  it('treats an unknown e-mail exactly like a known one', async () => {
    const known = await freshAccount();
    const unknown = 'nobody-here@test.dk';
    const knownStatuses = await wrongPasswords(known.email, 3, 4);
    const unknownStatuses = await wrongPasswords(unknown, 3, 4);
    expect(unknownStatuses).toEqual(knownStatuses);
    expect(unknownStatuses).toEqual([...failures(10), ...refusals(2)]);
    const knownRefusal = await ctx.post(SIGN_IN, known, { ip: freshIp() });
    const unknownRefusal = await ctx.post(SIGN_IN, { ...known, email: unknown }, { ip: freshIp() });
    expect(unknownRefusal.status).toBe(knownRefusal.status);
    expect(await unknownRefusal.json()).toEqual(await knownRefusal.json());
  });

  it('lets a successful sign-in outside the lock clear the failures', async () => {
    const account = await freshAccount();
    expect(await wrongPasswords(account.email, 3, 3)).toEqual(failures(9));
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(200);
    expect(await wrongPasswords(account.email, 2, 5)).toEqual(failures(10));
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(429);
  });

  it('lifts the lock when the window ends', async () => {
    const account = await freshAccount();
    await wrongPasswords(account.email, 3, 4);
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(429);
    await endWindow(SIGN_IN_PER_ACCOUNT, account.email);
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(200);
    const [row] = await ctx.handle.db
      .select()
      .from(accountThrottle)
      .where(eq(accountThrottle.key, accountThrottleKey(SIGN_IN_PER_ACCOUNT, account.email)));
    expect(row).toBeUndefined();
  });

  it('lifts the lock when the owner resets the password through the mailed link', async () => {
    const account = await freshAccount();
    await wrongPasswords(account.email, 3, 4);
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(429);

    const asked = await ctx.post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/login?step=nulstil',
    });
    expect(asked.status).toBe(200);
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.email))
      .orderBy(desc(mailOutbox.createdAt));
    const link = new URL(mail?.body.match(/https?:\/\/\S+/)?.[0] as string);
    const follow = await ctx.request(link.pathname + link.search);
    const token = new URL(follow.headers.get('location') as string, 'http://localhost').searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();
    const reset = await ctx.post('/api/auth/reset-password', { newPassword: 'a-brand-new-password', token });
    expect(reset.status).toBe(200);

    const signIn = await ctx.post(
      SIGN_IN,
      { ...account, password: 'a-brand-new-password' },
      { ip: freshIp() },
    );
    expect(signIn.status).toBe(200);
  });
});

describe('reset requests throttled per account', { timeout: 60_000 }, () => {
  it('mails one link per quarter of an hour to an account however many client addresses ask; the same answer for an unknown address', async () => {
    const account = await freshAccount();
    const ask = (email: string) =>
      ctx.post(
        '/api/auth/request-password-reset',
        { email, redirectTo: '/login?step=nulstil' },
        { ip: freshIp() },
      );
    const known: Response[] = [];
    const unknown: Response[] = [];
    for (let n = 0; n < 5; n += 1) {
      known.push(await ask(account.email));
      unknown.push(await ask('nobody-resets@test.dk'));
    }
    const answers = (responses: Response[]) =>
      Promise.all(responses.map(async (r) => ({ status: r.status, body: await r.json() })));
    const knownAnswers = await answers(known);
    expect(knownAnswers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers(unknown)).toEqual(knownAnswers);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.email));
    expect(mails).toHaveLength(RESET_MAILS_PER_ACCOUNT.maxAttempts);

    await endWindow(RESET_MAILS_PER_ACCOUNT, account.userId);
    expect((await ask(account.email)).status).toBe(200);
    expect(
      await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email)),
    ).toHaveLength(RESET_MAILS_PER_ACCOUNT.maxAttempts + 1);
  });

  it('does not count the link the server mails when an administrator creates an account without a password', async () => {
    const email = 'invited-later@test.dk';
    const ask = () =>
      ctx.post(
        '/api/auth/request-password-reset',
        { email, redirectTo: '/login?step=nulstil' },
        { ip: freshIp() },
      );
    const mailsTo = async () =>
      (await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
    for (let n = 0; n < 3; n += 1) expect((await ask()).status).toBe(200);
    expect(await mailsTo()).toBe(0);
    const cookie = await ctx.signIn(ADMIN);
    const created = await ctx.post('/api/admin/users', { email, admin: false }, { cookie, origin: ORIGIN });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ resetLinkSent: true });
    expect(await mailsTo()).toBe(1);
    // The server's mail used none of the window's: a client's request still gets one, and only one.
    await ask();
    await ask();
    expect(await mailsTo()).toBe(2);
  });
});

describe('the second factor throttled per account', { timeout: 60_000 }, () => {
  /** An account with TOTP turned on; its secret. */
  async function twoFactorAccount() {
    const account = await freshAccount();
    const cookie = await ctx.signIn(account);
    const enable = await ctx.post(
      '/api/auth/two-factor/enable',
      { password: account.password },
      { cookie, origin: ORIGIN },
    );
    const enableBody = await enable.text();
    if (enable.status !== 200) throw new Error(`enable ${enable.status} ${enableBody}`);
    const { totpURI } = JSON.parse(enableBody) as { totpURI: string };
    const secret = secretFromTotpUri(totpURI);
    const confirm = await ctx.post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      { cookie, origin: ORIGIN },
    );
    expect(confirm.status).toBe(200);
    return { ...account, secret };
  }

  /** A sign-in waiting for its code: the pending two-factor cookie. */
  async function pendingStep(account: { email: string; password: string }) {
    const signIn = await ctx.post(SIGN_IN, account, { ip: freshIp() });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    return cookiesOf(signIn);
  }

  const verify = (cookie: string, code: string) =>
    ctx.post('/api/auth/two-factor/verify-totp', { code }, { cookie, ip: freshIp(), origin: ORIGIN });

  it('counts wrong codes for the user across sign-ins and addresses, then refuses the right code until the window ends', async () => {
    const account = await twoFactorAccount();
    const statuses: number[] = [];
    // better-auth allows 5 codes per pending sign-in; two sign-ins give the account 10 wrong codes.
    for (const pending of [await pendingStep(account), await pendingStep(account)]) {
      for (let n = 0; n < 5; n += 1) statuses.push((await verify(pending, '000000')).status);
    }
    expect(statuses).toEqual(failures(10));

    const pending = await pendingStep(account);
    const refused = await verify(pending, totpCode(account.secret));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject(TOO_MANY);

    await endWindow(SECOND_FACTOR_PER_ACCOUNT, account.userId);
    const verified = await verify(pending, totpCode(account.secret));
    expect(verified.status).toBe(200);
    const me = await ctx.request('/api/admin/me', { headers: { cookie: cookiesOf(verified) } });
    expect(me.status).toBe(200);
  });

  it('keys on the user, not the pending sign-in: another user’s codes are not refused', async () => {
    const locked = await twoFactorAccount();
    const other = await twoFactorAccount();
    for (const pending of [await pendingStep(locked), await pendingStep(locked)]) {
      for (let n = 0; n < 5; n += 1) await verify(pending, '000000');
    }
    expect((await verify(await pendingStep(locked), totpCode(locked.secret))).status).toBe(429);
    expect((await verify(await pendingStep(other), totpCode(other.secret))).status).toBe(200);
  });
});
