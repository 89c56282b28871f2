import { describe, expect, it } from 'vitest';
import { defaultLogLevel } from './logger';

describe('defaultLogLevel', () => {
  it('follows LOG_LEVEL, and is quiet under tests unless asked', () => {
    expect(defaultLogLevel({ LOG_LEVEL: 'debug', NODE_ENV: 'test' })).toBe('debug');
    expect(defaultLogLevel({ NODE_ENV: 'test' })).toBe('warn');
    expect(defaultLogLevel({ VITEST: 'true' })).toBe('warn');
    expect(defaultLogLevel({ NODE_ENV: 'production' })).toBe('info');
    expect(defaultLogLevel({ LOG_LEVEL: 'loud' })).toBe('info');
  });
});
