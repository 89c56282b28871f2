import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * "Side 2 af 14" with previous/next links that keep every other search param. `to` is the list's
 * route; the page lives in the URL (`page`), so reload and back work.
 */
export function AdminPagination({
  to,
  page,
  pageCount,
  total,
  noun = 'rækker',
}: {
  to: string;
  page: number;
  pageCount: number;
  total: number;
  noun?: string;
}) {
  if (total === 0) return null;
  const linkClass =
    'inline-flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-medium text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 aria-disabled:pointer-events-none aria-disabled:opacity-40 sm:min-h-9';
  const go = (target: number) => ({
    to,
    search: (previous: Record<string, unknown>) => ({ ...previous, page: target > 1 ? target : undefined }),
  });
  return (
    <nav aria-label="Sider" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-zinc-600">
        Side {page} af {Math.max(pageCount, 1)} · {total.toLocaleString('da-DK')} {noun}
      </p>
      <div className="flex gap-2">
        <Link {...go(page - 1)} aria-disabled={page <= 1} className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Forrige
        </Link>
        <Link {...go(page + 1)} aria-disabled={page >= pageCount} className={linkClass}>
          Næste
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </nav>
  );
}
