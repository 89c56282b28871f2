/**
 * What the pure tracking rules are given instead of touching the platform: a clock, a random source,
 * a Web-Storage-shaped store and a timer. The browser passes Date.now, Math.random, localStorage or
 * sessionStorage and window timers; tests pass fakes.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type Clock = () => number;
/** A number in [0, 1), like Math.random. */
export type Random = () => number;

export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A store in memory, for tests and for browsers where storage is unavailable. */
export function memoryStorage(): KeyValueStorage & { readonly size: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    get size() {
      return items.size;
    },
  };
}

/** The parsed JSON under `key`, or undefined when missing, unreadable or blocked (private mode). */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON; a full or blocked storage only means the rule forgets sooner. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Tracking must never disturb the visitor.
  }
}

export function removeKey(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

const SUFFIX_LENGTH = 8;

/** `{prefix}_{timestamp}_{8 base-36 characters}`, e.g. s_1732284000000_k3j9x2ab. */
export function makeTrackingId(prefix: 's' | 'rs' | 'ov', now: number, random: Random): string {
  const suffix = Math.floor(random() * 36 ** SUFFIX_LENGTH)
    .toString(36)
    .padStart(SUFFIX_LENGTH, '0');
  return `${prefix}_${Math.floor(now)}_${suffix}`;
}
