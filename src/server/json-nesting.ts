/**
 * The deepest nesting of arrays and objects a request body may have (ADR 027). Our deepest legitimate
 * body nests 4 levels (a taught layout's columns: `{template:{columns:[{…}]}}`).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Counts how deep JSON text nests, one chunk of UTF-8 bytes at a time, in a single pass without
 * recursion or parsing: brackets inside strings (escaped quotes included) do not count. UTF-8 never
 * uses these ASCII bytes inside a multi-byte character, so a chunk may end anywhere.
 */
export class JsonNestingScanner {
  #depth = 0;
  #deepest = 0;
  #inString = false;
  #escaped = false;

  /** The deepest nesting seen so far. */
  get deepest(): number {
    return this.#deepest;
  }

  /** Scans the next chunk; false as soon as the text nests deeper than `maxDepth`. */
  push(bytes: Uint8Array, maxDepth = Number.POSITIVE_INFINITY): boolean {
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (byte === BACKSLASH) this.#escaped = true;
        else if (byte === QUOTE) this.#inString = false;
      } else if (byte === QUOTE) {
        this.#inString = true;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        this.#depth++;
        if (this.#depth > this.#deepest) this.#deepest = this.#depth;
        if (this.#depth > maxDepth) return false;
      } else if ((byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) && this.#depth > 0) {
        this.#depth--;
      }
    }
    return true;
  }
}

const encoder = new TextEncoder();

/** How deep JSON text nests (a scalar is 0, `[]` is 1); text that is not JSON is counted the same way. */
export function jsonTextDepth(text: string): number {
  const scanner = new JsonNestingScanner();
  scanner.push(encoder.encode(text));
  return scanner.deepest;
}

/** Whether a parsed value nests at most `maxDepth` levels; walks it with a stack, never recursion. */
export function valueNestsWithin(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return false;
    for (const inner of Object.values(next.value)) pending.push({ value: inner, depth });
  }
  return true;
}
