import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { countNoun, type NounForms } from '../../../../domain/format/count-noun';
import { formatNumber } from '../../../../domain/format/format-danish';

/** The first and last row number shown on `page`, 1-based; 0–0 for an empty list. */
function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { first: 0, last: 0 };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total) };
}

/**
 * "Viser 21–40 af 143 annoncer · Side 2 af 8" with previous/next links that keep every other search
 * param. `to` is the list's route; the page lives in the URL (`page`), so reload and back work.
 */
export function ListPagination({
  to,
  page,
  pageSize,
  total,
  noun,
}: {
  to: string;
  page: number;
  pageSize: number;
  total: number;
  /** The counted thing, singular and plural: ['annonce', 'annoncer']. */
  noun: NounForms;
}) {
  if (total === 0) return null;
  const pageCount = Math.max(Math.ceil(total / pageSize), 1);
  const { first, last } = pageRange(page, pageSize, total);
  const linkClass =
    'inline-flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-medium text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 aria-disabled:pointer-events-none aria-disabled:opacity-40 sm:min-h-9';
  const go = (target: number) => ({
    to,
    search: (previous: Record<string, unknown>) => ({ ...previous, page: target > 1 ? target : undefined }),
  });
  return (
    <nav aria-label="Sider" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-zinc-600">
        Viser {formatNumber(first)}–{formatNumber(last)} af {countNoun(total, noun)}
        {pageCount > 1 ? ` · Side ${page} af ${pageCount}` : ''}
      </p>
      {pageCount > 1 ? (
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
      ) : null}
    </nav>
  );
}
