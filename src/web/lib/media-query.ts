import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: two columns, a filter sidebar, dialogs instead of bottom sheets. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The layout a server-rendered page was rendered for, guessed by the server from the browser's
 * user agent ('narrow' for phones and tablets). Hydration renders the same layout; the real media
 * query takes over right after, so a desktop visitor no longer sees the phone layout first.
 */
export type RenderedViewport = 'wide' | 'narrow';
export const RenderedViewportContext = createContext<RenderedViewport>('narrow');

export function useMediaQuery(query: string, serverValue = false): boolean {
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
    () => serverValue,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, useContext(RenderedViewportContext) === 'wide');
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
