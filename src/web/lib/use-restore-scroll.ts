import { useElementScrollRestoration } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isNavigatingBack } from './navigation-state';

/**
 * The router restores the window position right after a page renders; a page whose content arrives
 * later (results fetched again after the cache dropped them) is still too short then. Call this with
 * `ready` = "the content that was on screen is rendered again", and after a back navigation the
 * window returns to the position the visitor left, i.e. to the same card.
 */
export function useRestoreScrollWhenReady(ready: boolean): void {
  const entry = useElementScrollRestoration({ getElement: () => window });
  const target = useRef<number | undefined>(undefined);
  const done = useRef(false);
  if (target.current === undefined && !done.current) {
    target.current = entry && isNavigatingBack() ? entry.scrollY : undefined;
    if (target.current === undefined) done.current = true;
  }

  useEffect(() => {
    if (!ready || done.current || target.current === undefined) return;
    const top = target.current;
    const frame = requestAnimationFrame(() => {
      done.current = true;
      if (Math.abs(window.scrollY - top) > 2) window.scrollTo({ top, left: 0, behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);
}
