import { useCallback, useEffect, useRef, useState } from 'react';

// Sub-pixel rounding leaves a scroller a fraction short of its end.
const EDGE_TOLERANCE_PX = 2;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Tracks whether a horizontal scroller can move left or right, and pages it by its visible width. */
export function useHorizontalScroller<T extends HTMLElement>(contentKey: unknown) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const maxScroll = element.scrollWidth - element.clientWidth;
    setEdges({
      canPrevious: element.scrollLeft > EDGE_TOLERANCE_PX,
      canNext: element.scrollLeft < maxScroll - EDGE_TOLERANCE_PX,
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey re-measures when the items change but the scroller's own size does not.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [update, contentKey]);

  const page = useCallback((direction: 1 | -1) => {
    const element = ref.current;
    if (!element) return;
    element.scrollBy({
      left: direction * element.clientWidth * 0.9,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, []);

  return { ref, ...edges, previous: () => page(-1), next: () => page(1) };
}
