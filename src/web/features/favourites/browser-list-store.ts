/**
 * One list kept in localStorage, read through useSyncExternalStore (ADR 069). Reads are cached by the
 * stored text, so the snapshot is stable until the text changes; another tab's write arrives through
 * the `storage` event. When the browser refuses storage (private mode, full), the list lives in memory
 * for this page and `write` says so.
 */
export type BrowserListStore<T> = {
  read: () => T;
  write: (value: T) => boolean;
  subscribe: (listener: () => void) => () => void;
};

export function browserListStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialise: (value: T) => string,
): BrowserListStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T = parse(null);
  let memoryRaw: string | undefined;

  const storedRaw = (): string | null => {
    if (memoryRaw !== undefined) return memoryRaw;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const read = () => {
    const raw = storedRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) emit();
  };

  return {
    read,
    write(value) {
      const raw = serialise(value);
      let stored = true;
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        memoryRaw = raw;
        stored = false;
      }
      emit();
      return stored;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
