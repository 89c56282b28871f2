import { describe, expect, it } from 'vitest';
import { loadEnv, loopbackAliasesOf, trustedOriginOf } from './env';

describe('loadEnv', () => {
  it('gives development defaults on an empty environment', () => {
    expect(loadEnv({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PRODUCTION_HOSTS: [],
      SEED_DEMO_DATA: true,
    });
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('listens on every interface in production unless HOST says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://leasingmatch.dk',
    };
    expect(loadEnv(production).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('requires a long AUTH_SECRET in production only', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET: is required in production/);
    expect(() => loadEnv({ AUTH_SECRET: 'short' })).toThrowError(
      /AUTH_SECRET: must be at least 32 characters/,
    );
    expect(loadEnv({}).AUTH_SECRET).toBeUndefined();
  });

  it('takes the test clock (ADR 056) in development and tests only, never in production', () => {
    expect(loadEnv({}).TEST_CLOCK).toBe(false);
    expect(loadEnv({ TEST_CLOCK: '1' }).TEST_CLOCK).toBe(true);
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://leasingmatch.dk',
    };
    expect(loadEnv(production).TEST_CLOCK).toBe(false);
    expect(() => loadEnv({ ...production, TEST_CLOCK: '1' })).toThrowError(
      /TEST_CLOCK: is for test servers only, never production/,
    );
  });

  it('runs several server processes (ADR 060) only on a PostgreSQL server', () => {
    expect(loadEnv({}).WEB_CONCURRENCY).toBe(1);
    const postgres = { DATABASE_URL: 'postgres://db.internal/leasingmatch' };
    expect(loadEnv({ ...postgres, WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadEnv({ WEB_CONCURRENCY: '2' })).toThrowError(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL/,
    );
    expect(() => loadEnv({ ...postgres, WEB_CONCURRENCY: '0' })).toThrowError(/WEB_CONCURRENCY/);
  });

  it('refuses to start in production without PUBLIC_URL, and takes only an http(s) origin', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv(production)).toThrowError(/PUBLIC_URL: is required in production/);
    expect(() => loadEnv({ ...production, PUBLIC_URL: '' })).toThrowError(/PUBLIC_URL: is required/);
    for (const notAnOrigin of ['https://leasingmatch.dk/app', 'ftp://leasingmatch.dk', 'leasingmatch.dk']) {
      expect(() => loadEnv({ ...production, PUBLIC_URL: notAnOrigin }), notAnOrigin).toThrowError(
        /PUBLIC_URL/,
      );
    }
    expect(loadEnv({ ...production, PUBLIC_URL: 'https://leasingmatch.dk/' }).PUBLIC_URL).toBe(
      'https://leasingmatch.dk/',
    );
  });

  it('trusts PUBLIC_URL as the one origin, else the address the server listens on', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(trustedOriginOf(loadEnv({ ...production, PUBLIC_URL: 'https://leasingmatch.dk/' }))).toBe(
      'https://leasingmatch.dk',
    );
    expect(trustedOriginOf(loadEnv({}))).toBe('http://127.0.0.1:3000');
    expect(trustedOriginOf(loadEnv({ HOST: '0.0.0.0', PORT: '3201' }))).toBe('http://localhost:3201');
    expect(trustedOriginOf(loadEnv({ HOST: '::1', PORT: '3201' }))).toBe('http://[::1]:3201');
    expect(trustedOriginOf(loadEnv({ PUBLIC_URL: 'http://preview.local:8080' }))).toBe(
      'http://preview.local:8080',
    );
  });

  it('reads lists and switches', () => {
    const env = loadEnv({
      PRODUCTION_HOSTS: 'leasingmatch.dk, WWW.leasingmatch.dk,',
      SEED_DEMO_DATA: '0',
      PORT: '8080',
    });
    expect(env.PRODUCTION_HOSTS).toEqual(['leasingmatch.dk', 'www.leasingmatch.dk']);
    expect(env.SEED_DEMO_DATA).toBe(false);
    expect(env.PORT).toBe(8080);
  });

  it('lists every invalid variable in one error', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })).toThrowError(
      /Invalid environment variables:\n {2}- NODE_ENV: .+\n {2}- PORT: .+\n {2}- DATABASE_URL: must start with postgres/,
    );
  });
});

describe('loopbackAliasesOf', () => {
  it('accepts the other loopback spellings of the port in development without PUBLIC_URL', () => {
    expect(loopbackAliasesOf(loadEnv({}))).toEqual(['http://localhost:3000', 'http://[::1]:3000']);
    expect(loopbackAliasesOf(loadEnv({ HOST: '0.0.0.0', PORT: '4000' }))).toEqual([
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
  });

  it('has none with PUBLIC_URL or on another host', () => {
    expect(loopbackAliasesOf(loadEnv({ PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
    expect(loopbackAliasesOf(loadEnv({ HOST: '192.168.1.20' }))).toEqual([]);
  });
});
