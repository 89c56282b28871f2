import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatMonthly } from '../../../../domain/format/format-danish';
import type { PriceHistory } from '../../../../domain/price-history/price-history-summary';
import { priceHistoryTexts } from '../../../../domain/price-history/price-history-texts';

// Outside features/listing-detail, which the build puts whole into the detail page's chunk (vite.config.ts).
const PriceHistoryChart = lazy(() =>
  import('../../price-history/price-history-chart').then((module) => ({ default: module.PriceHistoryChart })),
);

/** True once the element comes within a screen of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(ref: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, shown]);
  return near;
}

/**
 * "Prisudvikling" (ADR 068): the claims that hold ("Laveste pris i 90 dage", "Faldet … siden …") and a
 * one-line summary render with the page; the chart's code loads when the section nears the viewport.
 * Nothing at all with a single observation (the answer's history is null then).
 */
export function PriceHistorySection({ history }: { history: PriceHistory | null }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, history !== null);
  if (!history) return null;
  const first = history.points.find((point) => point.monthly_price !== null);
  const current = history.points.at(-1)?.monthly_price;
  return (
    <section ref={ref} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Prisudvikling
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {priceHistoryTexts(history).map((text) => (
          <li
            key={text}
            className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
          >
            {text}
          </li>
        ))}
      </ul>
      {first?.monthly_price && current ? (
        <p className="mt-2 text-sm text-zinc-600">
          Fra {formatMonthly(first.monthly_price)} den {formatDate(first.at)} til {formatMonthly(current)} i
          dag.
        </p>
      ) : null}
      <div className="mt-3 aspect-[600/160] w-full">
        {near ? (
          <Suspense fallback={null}>
            <PriceHistoryChart history={history} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
