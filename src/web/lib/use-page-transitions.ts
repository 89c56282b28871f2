import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';
import { FOCUS_DELAY_MS, fadeDurationFor } from './page-transition';

function moveFocusToPage(main: HTMLElement): void {
  // Something on the new page took focus itself (an autofocus field): leave it there.
  const active = document.activeElement;
  if (active && active !== document.body && active !== main && main.contains(active)) return;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // preventScroll: the router has just restored (or reset) the scroll position.
  target.focus({ preventScroll: true });
}

/**
 * After every navigation to another path: fade the new content in (spec §2 timings, opacity only,
 * since transforms would break fixed elements inside) and move focus to its h1 so screen readers
 * announce the new page. Search-only changes (filters) do neither.
 */
export function usePageTransitions(mainRef: RefObject<HTMLElement | null>): void {
  const router = useRouter();

  useEffect(() => {
    let focusTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = router.subscribe('onRendered', (event) => {
      const main = mainRef.current;
      if (!main || !event.fromLocation || !event.pathChanged) return;
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const duration = fadeDurationFor(event.fromLocation.pathname, event.toLocation.pathname, reducedMotion);
      if (duration > 0) main.animate([{ opacity: 0 }, { opacity: 1 }], { duration, easing: 'ease-out' });
      clearTimeout(focusTimer);
      focusTimer = setTimeout(() => moveFocusToPage(main), FOCUS_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(focusTimer);
    };
  }, [router, mainRef]);
}
