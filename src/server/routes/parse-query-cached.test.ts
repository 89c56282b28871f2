import { describe, expect, it } from 'vitest';
import { cachedQueryParser, rawQueryOf } from './parse-query-cached';

describe('cachedQueryParser', () => {
  it('parses each distinct query once and freezes the result', () => {
    let calls = 0;
    const parse = cachedQueryParser((query) => {
      calls++;
      return { page: Number(query.get('page') ?? 1) };
    });
    const first = parse('page=2');
    expect(first).toEqual({ page: 2 });
    expect(parse('page=2')).toBe(first);
    expect(parse('page=3')).toEqual({ page: 3 });
    expect(calls).toBe(2);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('forgets the oldest query beyond its capacity', () => {
    let calls = 0;
    const parse = cachedQueryParser(() => ({ call: ++calls }), 2);
    parse('a');
    parse('b');
    parse('c');
    expect(parse('a')).toEqual({ call: 4 });
    expect(parse('c')).toEqual({ call: 3 });
  });
});

describe('rawQueryOf', () => {
  it.each([
    ['http://x/api/listings', ''],
    ['http://x/api/listings?', ''],
    ['http://x/api/listings?page=2&km=15000', 'page=2&km=15000'],
  ])('%s → %s', (url, query) => {
    expect(rawQueryOf(url)).toBe(query);
  });
});
