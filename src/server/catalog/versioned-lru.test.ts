import { describe, expect, it } from 'vitest';
import { VersionedLru } from './versioned-lru';

describe('VersionedLru', () => {
  it('loads a key once per version and drops the least recently used beyond its size', async () => {
    const cache = new VersionedLru<string>(2);
    const loads: string[] = [];
    const load = (key: string) => () => {
      loads.push(key);
      return Promise.resolve(`${key}!`);
    };
    expect(await cache.get(1, 'a', load('a'))).toBe('a!');
    await cache.get(1, 'b', load('b'));
    await cache.get(1, 'a', load('a')); // a is now the most recently used
    await cache.get(1, 'c', load('c')); // b goes
    await cache.get(1, 'a', load('a'));
    await cache.get(1, 'b', load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.size).toBe(2);
    await cache.get(2, 'a', load('a'));
    expect(loads).toEqual(['a', 'b', 'c', 'b', 'a']);
    expect(cache.size).toBe(1);
  });

  it('shares one load between concurrent misses and forgets a failed one', async () => {
    const cache = new VersionedLru<number>(10);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database away'));
    };
    const first = cache.get(1, 'x', failing);
    const second = cache.get(1, 'x', failing);
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    expect(calls).toBe(1);
    expect(await cache.get(1, 'x', () => Promise.resolve(7))).toBe(7);
  });

  it('drops the least recently used beyond its byte budget, and starts empty for a new version', async () => {
    const cache = new VersionedLru<string>(100, { maxBytes: 10, sizeOf: (value) => value.length });
    const loads: string[] = [];
    const load = (value: string) => () => {
      loads.push(value);
      return Promise.resolve(value);
    };
    await cache.get('v1', 'a', load('aaaa'));
    await cache.get('v1', 'b', load('bbbb'));
    expect(cache.heldBytes).toBe(8);
    await cache.get('v1', 'a', load('aaaa')); // kept; a is now the most recently used
    await cache.get('v1', 'c', load('cccc')); // 12 bytes: b goes
    expect(cache.heldBytes).toBe(8);
    await cache.get('v1', 'b', load('bbbb'));
    expect(loads).toEqual(['aaaa', 'bbbb', 'cccc', 'bbbb']);
    // A value over the whole budget is still answered and kept alone.
    expect(await cache.get('v1', 'big', load('x'.repeat(20)))).toHaveLength(20);
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(20);
    await cache.get('v2', 'a', load('aaaa'));
    expect(cache.heldBytes).toBe(4);
  });
});
