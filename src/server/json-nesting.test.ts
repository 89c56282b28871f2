import { describe, expect, it } from 'vitest';
import { JsonNestingScanner, jsonTextDepth, MAX_JSON_DEPTH, valueNestsWithin } from './json-nesting';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}1${close.repeat(depth)}`;
const encoder = new TextEncoder();

describe('jsonTextDepth', () => {
  it.each([
    ['a scalar', '1', 0],
    ['a string', '"text"', 0],
    ['an empty array', '[]', 1],
    ['an empty object', '{}', 1],
    ['siblings do not add up', '[[1],[2],{"a":[3]}]', 3],
    ['arrays and objects alike', '{"a":[{"b":[{}]}]}', 5],
    ['closing brings the depth back', '[[[1]]],[[1]]', 3],
    ['brackets inside a string', '["[[[{{{"]', 1],
    ['brackets inside a key', '{"[[[": 1}', 1],
    ['an escaped quote keeps the string open', '["\\"[[[", 1]', 1],
    ['an escaped backslash closes the string', '["\\\\", [[1]]]', 3],
    ['a unicode escape', '["\\u005b", [1]]', 2],
    ['multi-byte text', '{"bil":"ø[æ]å","x":[["🚗"]]}', 3],
    ['unbalanced closers never go below zero', ']]]][[', 2],
    ['an unterminated string hides the rest', '["[[[', 1],
    ['the reproduction: 5 000 nested arrays', `{"events":[${nested(5_000)}]}`, 5_002],
  ])('%s', (_name, text, depth) => {
    expect(jsonTextDepth(text)).toBe(depth);
  });

  it('counts across chunk boundaries, inside strings and escapes included', () => {
    const text = '{"a":"x\\"[[","b":[[{"c":"\\\\"}]]}';
    const bytes = encoder.encode(text);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const scanner = new JsonNestingScanner();
      scanner.push(bytes.subarray(0, cut));
      scanner.push(bytes.subarray(cut));
      expect(scanner.deepest, `cut at ${cut}`).toBe(4);
    }
  });
});

describe('JsonNestingScanner with a limit', () => {
  it.each([
    ['arrays at the limit', nested(MAX_JSON_DEPTH), true],
    ['arrays one over', nested(MAX_JSON_DEPTH + 1), false],
    ['objects at the limit', nested(MAX_JSON_DEPTH, '{"a":', '}'), true],
    ['objects one over', nested(MAX_JSON_DEPTH + 1, '{"a":', '}'), false],
    ['deep brackets inside a string', `["${'['.repeat(5_000)}"]`, true],
  ])('%s', (_name, text, within) => {
    expect(new JsonNestingScanner().push(encoder.encode(text), MAX_JSON_DEPTH)).toBe(within);
  });

  it('stops at the first level over the limit', () => {
    const scanner = new JsonNestingScanner();
    expect(scanner.push(encoder.encode('['.repeat(1_000_000)), MAX_JSON_DEPTH)).toBe(false);
    expect(scanner.deepest).toBe(MAX_JSON_DEPTH + 1);
  });

  it('scans a huge flat array fast', () => {
    const flat = encoder.encode(`[${'[1,"x]"],'.repeat(300_000)}[]]`);
    const started = performance.now();
    expect(new JsonNestingScanner().push(flat, MAX_JSON_DEPTH)).toBe(true);
    expect(flat.length).toBeGreaterThan(2_000_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('valueNestsWithin', () => {
  it.each([
    ['a scalar', 1, 0, true],
    ['null', null, 0, true],
    ['an empty array at 1', [], 1, true],
    ['an empty array over 0', [], 0, false],
    ['an object of arrays at the limit', { a: [[1]], b: 2 }, 3, true],
    ['an object of arrays one over', { a: [[1]], b: 2 }, 2, false],
    ['the reproduction', JSON.parse(nested(5_000)), MAX_JSON_DEPTH, false],
  ])('%s', (_name, value, maxDepth, within) => {
    expect(valueNestsWithin(value, maxDepth)).toBe(within);
  });
});
