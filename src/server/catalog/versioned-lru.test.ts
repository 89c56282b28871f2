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
});
