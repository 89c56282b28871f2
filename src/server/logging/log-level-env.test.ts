import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';

describe('LOG_LEVEL', () => {
  it('accepts a pino level in any case, defaults by NODE_ENV and refuses anything else', () => {
    expect(loadEnv({ LOG_LEVEL: ' DEBUG ' }).LOG_LEVEL).toBe('debug');
    expect(loadEnv({}).LOG_LEVEL).toBe('info');
    expect(loadEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('warn');
    expect(() => loadEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
