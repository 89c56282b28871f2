import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the filters sit in a sidebar instead of an overlay. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
