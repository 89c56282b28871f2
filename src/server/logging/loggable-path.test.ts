import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path';

describe('loggablePath', () => {
  it('keeps ordinary paths and masks what follows an auth action', () => {
    expect(loggablePath('/api/listings/abc')).toBe('/api/listings/abc');
    expect(loggablePath('/api/auth/get-session')).toBe('/api/auth/get-session');
    expect(loggablePath('/api/auth/reset-password/tok3n-s3cret')).toBe('/api/auth/reset-password/…');
  });
});
