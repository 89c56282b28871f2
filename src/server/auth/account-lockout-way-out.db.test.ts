import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookiesOf, freshIp, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { secretFromTotpUri, totpCode } from '../../../tests/helpers/totp';
import { accountThrottle } from '../../db/schema/account-throttle';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { ensureAccount } from './accounts';

/**
 * Issue 26, finding 2: nobody but the owner can keep an account shut. Attempts better-auth refuses before
 * it checks a password do not count; the owner always has a reset mail of the current window; a browser
 * that signed in (or reset the password) before is not throttled by strangers' failures.
 */
const ctx = setupAuthApp();
const SIGN_IN = '/api/auth/sign-in/email';
const RESET_REQUEST = '/api/auth/request-password-reset';

let accountCounter = 0;
async function freshAccount() {
  accountCounter += 1;
  const account = {
    email: `way-out-${accountCounter}@test.dk`,
    password: `way-out-password-${accountCounter}`,
  };
  const { userId } = await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: true });
  return { ...account, userId };
}

/** A browser: keeps the cookies responses set (an emptied or expired one is dropped), sends them back. */
class Browser {
  private readonly jar = new Map<string, string>();

  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === '' || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async post(path: string, body: unknown): Promise<Response> {
    const cookie = this.cookie;
    return this.take(await ctx.post(path, body, { ip: freshIp(), ...(cookie ? { cookie } : {}) }));
  }
}

/** The owner's browser after a sign-in and a sign-out: no session left, only what outlives it. */
async function browserThatSignedInBefore(account: { email: string; password: string }) {
  const browser = new Browser();
  const signedIn = await browser.post(SIGN_IN, account);
  expect(signedIn.status).toBe(200);
  const deviceCookie = signedIn.headers.getSetCookie().find((line) => line.includes('known_device='));
  expect(deviceCookie).toMatch(/HttpOnly/i);
  expect(deviceCookie).toMatch(/SameSite=Lax/i);
  expect(deviceCookie).toMatch(/Path=\/api\/auth/i);
  expect(deviceCookie).toMatch(/Max-Age=\d{8}/i);
  expect((await browser.post('/api/auth/sign-out', {})).status).toBe(200);
  expect(browser.cookie).not.toContain('session_token');
  return browser;
}

/** A stranger: every request from a new address, with no cookies. */
async function strangerSignIns(
  email: string,
  count: number,
  password = 'a-wrong-guess-123',
): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    statuses.push(
      (await ctx.post(SIGN_IN, { email, password: `${password}-${n}` }, { ip: freshIp() })).status,
    );
  }
  return statuses;
}

const askReset = (email: string) =>
  ctx.post(RESET_REQUEST, { email, redirectTo: '/login?step=nulstil' }, { ip: freshIp() });

async function resetMailsTo(email: string) {
  return ctx.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.createdAt));
}

/** Every throttle window ends now, as if the quarter of an hour (or the hour) had passed. */
async function endAllWindows() {
  await ctx.handle.db.update(accountThrottle).set({ windowEndsAt: sql`now() - interval '1 second'` });
}

/** The token of the newest reset link mailed to an address, as the login page receives it. */
async function newestResetToken(email: string): Promise<string> {
  const [mail] = await resetMailsTo(email);
  const link = new URL(mail?.body.match(/https?:\/\/\S+/)?.[0] as string);
  const follow = await ctx.request(link.pathname + link.search);
  const token = new URL(follow.headers.get('location') as string, 'http://localhost').searchParams.get(
    'token',
  );
  expect(token).toBeTruthy();
  return token as string;
}

const repeat = (status: number, count: number) => Array.from({ length: count }, () => status);

describe('attempts better-auth refuses before the password check do not count', { timeout: 60_000 }, () => {
  it('an untrimmed address (400) never locks the account, in any case', async () => {
    const account = await freshAccount();
    const spellings = [
      ` ${account.email.toUpperCase()} `,
      `${account.email} `,
      ` ${account.email}`,
      `\t${account.email}`,
    ];
    const statuses: number[] = [];
    for (let n = 0; n < 15; n += 1) {
      const email = spellings[n % spellings.length];
      statuses.push(
        (await ctx.post(SIGN_IN, { email, password: 'any-password-1' }, { ip: freshIp() })).status,
      );
    }
    expect(statuses).toEqual(repeat(400, 15));
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(200);
  });

  it('nor does a password longer than better-auth reads, a missing one, or a form it refuses for naming no origin', async () => {
    const account = await freshAccount();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await ctx.post(SIGN_IN, { email: account.email, password: 'x'.repeat(129) }, { ip: freshIp() }))
          .status,
      );
      statuses.push((await ctx.post(SIGN_IN, { email: account.email }, { ip: freshIp() })).status);
    }
    expect(statuses).toEqual(repeat(400, 12));
    // Fetch metadata without an origin: our own CSRF check lets it through, better-auth's refuses it (403).
    const noOrigin: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const answer = await ctx.request(SIGN_IN, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
        },
        body: new URLSearchParams({ email: account.email, password: `no-origin-${n}-guess` }).toString(),
      });
      noOrigin.push(answer.status);
    }
    expect(noOrigin).toEqual(repeat(403, 11));
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(200);
  });

  it('capitals alone are the same account to better-auth, and count', async () => {
    const account = await freshAccount();
    expect(await strangerSignIns(account.email.toUpperCase(), 11)).toEqual([...repeat(401, 10), 429]);
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(429);
  });

  it('reset requests for an untrimmed address (400) send nothing and do not keep the owner from a mail', async () => {
    const account = await freshAccount();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await askReset(`${account.email} `)).status);
    expect(statuses).toEqual(repeat(400, 6));
    expect(await resetMailsTo(account.email)).toHaveLength(0);
    expect((await askReset(account.email)).status).toBe(200);
    expect(await resetMailsTo(account.email)).toHaveLength(1);
  });
});

describe('the owner always has a way out', { timeout: 90_000 }, () => {
  it('a flood of reset requests mails the owner one link per window, and the owner’s browser gets its own', async () => {
    const account = await freshAccount();
    const owner = await browserThatSignedInBefore(account);

    // Strangers from ten addresses: the same answer each time, one mail in the window (to the owner's inbox).
    const flood: number[] = [];
    for (let n = 0; n < 10; n += 1) flood.push((await askReset(account.email)).status);
    expect(flood).toEqual(repeat(200, 10));
    expect(await resetMailsTo(account.email)).toHaveLength(1);

    // The owner's own browser asks after the flood: a mail of its own, once in its window.
    const asked = await owner.post(RESET_REQUEST, {
      email: account.email,
      redirectTo: '/login?step=nulstil',
    });
    expect(asked.status).toBe(200);
    expect(await resetMailsTo(account.email)).toHaveLength(2);
    expect(
      (await owner.post(RESET_REQUEST, { email: account.email, redirectTo: '/login?step=nulstil' })).status,
    ).toBe(200);
    expect(await resetMailsTo(account.email)).toHaveLength(2);

    // A new window: one more for the strangers' side.
    await endAllWindows();
    for (let n = 0; n < 3; n += 1) expect((await askReset(account.email)).status).toBe(200);
    expect(await resetMailsTo(account.email)).toHaveLength(3);
  });

  it('a browser that signed in before signs in with the right password while strangers keep the account locked', async () => {
    const account = await freshAccount();
    const owner = await browserThatSignedInBefore(account);
    expect(await strangerSignIns(account.email, 12)).toEqual([...repeat(401, 10), 429, 429]);
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(429);

    const signedIn = await owner.post(SIGN_IN, account);
    expect(signedIn.status).toBe(200);
    expect(cookiesOf(signedIn)).toContain('session_token');
    // The strangers are still locked out.
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(429);
  });

  it('a known browser’s own failures are limited on their own, and it is known for its own account only', async () => {
    const account = await freshAccount();
    const other = await freshAccount();
    const owner = await browserThatSignedInBefore(account);
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push(
        (await owner.post(SIGN_IN, { email: account.email, password: `own-typo-${n}-x` })).status,
      );
    }
    expect(statuses).toEqual([...repeat(401, 10), 429]);
    expect((await owner.post(SIGN_IN, account)).status).toBe(429);
    // Its failures did not lock the account for anyone else.
    expect((await ctx.post(SIGN_IN, account, { ip: freshIp() })).status).toBe(200);

    // The browser knows nothing about another account: strangers' lock on it holds for this browser too.
    expect(await strangerSignIns(other.email, 10)).toEqual(repeat(401, 10));
    expect((await owner.post(SIGN_IN, other)).status).toBe(429);
  });

  it('after a flood of wrong passwords and reset requests, the owner’s reset clears the lock and that browser signs in', async () => {
    const account = await freshAccount();
    expect(await strangerSignIns(account.email, 11)).toEqual([...repeat(401, 10), 429]);
    for (let n = 0; n < 5; n += 1) expect((await askReset(account.email)).status).toBe(200);

    // The owner, on a browser the site has never seen, asks too; the inbox holds a link of this window.
    const owner = new Browser();
    expect(
      (await owner.post(RESET_REQUEST, { email: account.email, redirectTo: '/login?step=nulstil' })).status,
    ).toBe(200);
    const token = await newestResetToken(account.email);
    expect(
      (await owner.post('/api/auth/reset-password', { newPassword: 'owner-new-password', token })).status,
    ).toBe(200);

    // The reset cleared the lock...
    expect(
      (await ctx.post(SIGN_IN, { ...account, password: 'owner-new-password' }, { ip: freshIp() })).status,
    ).toBe(200);
    // ...and when strangers lock it again, the browser that reset the password still gets in.
    expect(await strangerSignIns(account.email, 11)).toEqual([...repeat(401, 10), 429]);
    expect((await owner.post(SIGN_IN, { email: account.email, password: 'owner-new-password' })).status).toBe(
      200,
    );
  });

  it('a browser that signed in before gets its second factor checked while strangers with the password are locked out of codes', async () => {
    const account = await freshAccount();
    const owner = new Browser();
    expect((await owner.post(SIGN_IN, account)).status).toBe(200);
    const enable = await owner.post('/api/auth/two-factor/enable', { password: account.password });
    expect(enable.status).toBe(200);
    const secret = secretFromTotpUri(((await enable.json()) as { totpURI: string }).totpURI);
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(
      200,
    );
    expect((await owner.post('/api/auth/sign-out', {})).status).toBe(200);

    // Someone with the password but not the code: 10 wrong codes over two pending sign-ins, then locked.
    const stranger = async () => {
      const browser = new Browser();
      const step = await browser.post(SIGN_IN, account);
      expect(await step.json()).toMatchObject({ twoFactorRedirect: true });
      // The password alone does not make a browser known.
      expect(step.headers.getSetCookie().join(' ')).not.toContain('known_device');
      return browser;
    };
    const codes: number[] = [];
    for (const browser of [await stranger(), await stranger()]) {
      for (let n = 0; n < 5; n += 1) {
        codes.push((await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status);
      }
    }
    expect(codes).toEqual(repeat(401, 10));
    const locked = await stranger();
    expect((await locked.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(
      429,
    );

    // The owner's browser: password, then the right code, signed in.
    expect(await (await owner.post(SIGN_IN, account)).json()).toMatchObject({ twoFactorRedirect: true });
    const verified = await owner.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(verified.status).toBe(200);
    expect(owner.cookie).toContain('session_token');
  });
});
