import { describe, expect, it } from 'vitest';
import { ADMIN, cookiesOf, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { createApp } from '../app';
import { ensureAccount } from '../auth/accounts';

const ctx = setupAuthApp();

describe('security headers', () => {
  it('sends a CSP without inline scripts, no framing, nosniff and a referrer policy; HSTS only in production', async () => {
    const response = await ctx.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Only our own origin and Mixpanel's EU host (after consent) may be fetched from the browser.
    expect(csp).toContain("connect-src 'self' https://api-eu.mixpanel.com");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const production = createApp({ db: ctx.handle.db, production: true, authSecret: 'p'.repeat(32) }).app;
    const secure = await production.request('http://localhost/api/health');
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('marks the session cookie Secure in production', async () => {
    const production = createApp({ db: ctx.handle.db, production: true, authSecret: 'p'.repeat(32) });
    await ensureAccount(production.auth, ctx.handle.db, { ...ADMIN, admin: true });
    const response = await production.app.request(
      'http://localhost/api/auth/sign-in/email',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) },
      { incoming: { socket: { remoteAddress: '10.200.0.1' } } },
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/__Secure-[^=]+=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
  });
});

describe('cross-site writes', () => {
  it('refuses a write the browser marks as cross-site, and one from a foreign origin, with 403', async () => {
    const cookie = await ctx.signIn(ADMIN);
    const crossSite = await ctx.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const foreign = await ctx.post('/api/auth/sign-out', {}, { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // Neither write happened: the session still works.
    expect((await ctx.request('/api/admin/me', { headers: { cookie } })).status).toBe(200);
  });

  it('lets same-origin writes and reads through', async () => {
    const cookie = await ctx.signIn(ADMIN);
    const sameOrigin = await ctx.request('/api/auth/sign-out', {
      method: 'POST',
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(sameOrigin.status).toBe(200);
    expect(cookiesOf(sameOrigin)).toBe('');
  });
});

describe('errors', () => {
  it('answers an unexpected failure with the generic JSON error and no stack trace', async () => {
    const { app } = createApp({ db: ctx.handle.db, production: true, authSecret: 'p'.repeat(32) });
    app.get('/api-test/explode', () => {
      throw new Error('database password is hunter2');
    });
    const originalError = console.error;
    console.error = () => {};
    try {
      const response = await app.request('http://localhost/api-test/explode');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: 'Der opstod en fejl ved behandling af anmodningen',
        code: 'INTERNAL',
      });
      expect(text).not.toContain('hunter2');
      expect(text).not.toMatch(/at \w+ \(/);
    } finally {
      console.error = originalError;
    }
  });
});
