import { beforeEach, describe, expect, it } from 'vitest';
import { cameFromSearch, rememberSearchEntry } from './search-return';

describe('cameFromSearch', () => {
  beforeEach(() => sessionStorage.clear());

  it('is true only for the entry right after the last search results', () => {
    expect(cameFromSearch(4)).toBe(false);
    rememberSearchEntry('/listings?page=2', 3);
    expect(cameFromSearch(4)).toBe(true);
    expect(cameFromSearch(5)).toBe(false);
    expect(cameFromSearch(3)).toBe(false);
    expect(cameFromSearch(undefined)).toBe(false);
  });
});
