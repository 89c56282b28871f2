import { describe, expect, it } from 'vitest';
import { createErrorCode } from './error-code';
import { toErrorLogEntry } from './log-error';

describe('createErrorCode', () => {
  it('is ERR_ + time part + random part, upper case', () => {
    const code = createErrorCode(1_700_000_000_000, () => 0.5);
    expect(code).toMatch(/^ERR_[0-9A-Z]+_[0-9A-Z]{5}$/);
    expect(code).toBe(code.toUpperCase());
    expect(code.split('_')[1]).toBe((1_700_000_000_000).toString(36).toUpperCase());
  });

  it('differs between two errors in the same millisecond', () => {
    const now = Date.now();
    expect(createErrorCode(now)).not.toBe(createErrorCode(now));
  });
});

describe('toErrorLogEntry', () => {
  it('keeps message, stack, code and context', () => {
    const error = new Error('Boom');
    expect(toErrorLogEntry(error, 'ERR_X_1', 'data')).toMatchObject({
      message: 'Boom',
      stack: error.stack,
      code: 'ERR_X_1',
      context: 'data',
    });
    expect(toErrorLogEntry('plain', 'ERR_X_2', 'route').message).toBe('plain');
  });
});
