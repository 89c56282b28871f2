import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/media-query';

const DURATION_MS = 450;

/** Counts from the previous value to `target` (ease-out); jumps straight there with reduced motion. */
export function useCountUp(target: number): number {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (reducedMotion || from === target) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / DURATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(from + (target - from) * eased);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion]);

  return shown;
}
