import { useCallback, useState } from 'react';

const read = <T>(key: string, fallback: T): T => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : { ...fallback, ...(JSON.parse(raw) as T) };
  } catch {
    return fallback;
  }
};

/**
 * An object remembered in localStorage under `key` (a list's hidden columns, its density). Storage
 * that is full or blocked only means the choice is not remembered.
 */
export function useStoredState<T extends object>(key: string, fallback: T) {
  const [value, setValue] = useState<T>(() => read(key, fallback));
  const update = useCallback(
    (next: T | ((previous: T) => T)) =>
      setValue((previous) => {
        const resolved = typeof next === 'function' ? next(previous) : next;
        try {
          window.localStorage.setItem(key, JSON.stringify(resolved));
        } catch {
          // Not remembered; the choice still applies until the page closes.
        }
        return resolved;
      }),
    [key],
  );
  return [value, update] as const;
}
