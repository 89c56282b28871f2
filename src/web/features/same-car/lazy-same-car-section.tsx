import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SameCarSectionProps } from './same-car-section';

const SameCarSection = lazy(() => import('./same-car-section'));

/** The section's code and data load once it nears the viewport; nothing on the server or while hydrating. */
export function LazySameCarSection(props: SameCarSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <SameCarSection {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
