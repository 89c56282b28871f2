import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url';

describe('fileUrl', () => {
  it.each([
    ['ab12', '/api/files/ab12'],
    [
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      '/api/files/e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ],
  ])('%s → %s', (sha, url) => {
    expect(fileUrl(sha)).toBe(url);
  });
});
