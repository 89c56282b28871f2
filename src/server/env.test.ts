import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

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
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
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
