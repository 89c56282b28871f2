import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from '../model/page-items';

const itemClass =
  'numeric inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold transition-colors';
const idleClass = 'bg-white text-zinc-800 ring-1 ring-zinc-200 ring-inset hover:bg-zinc-50';
const currentClass = 'bg-brand-700 text-white';

/** Numbered pages with "Forrige" and "Næste" as real links: the page lives in the URL with the filters. */
export function ResultsPagination({
  page,
  pageCount,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  /** Called on a page change, e.g. to bring the top of the results into view. */
  onNavigate: () => void;
}) {
  if (pageCount <= 1) return null;
  const pageLink = (target: number) => ({
    to: '/listings' as const,
    search: (prev: Record<string, unknown>) => ({ ...prev, page: target }),
    resetScroll: false,
    onClick: onNavigate,
  });

  return (
    <nav aria-label="Sider" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link {...pageLink(Math.min(page - 1, pageCount))} rel="prev" className={`${itemClass} ${idleClass}`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Forrige
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-zinc-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                {...pageLink(item)}
                aria-label={`Side ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${itemClass} ${item === page ? currentClass : idleClass}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link {...pageLink(page + 1)} rel="next" className={`${itemClass} ${idleClass}`}>
          Næste
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
