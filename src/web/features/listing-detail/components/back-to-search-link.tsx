import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { cameFromSearch } from '../../../lib/search-return';

/**
 * "Tilbage til søgning": opened from the results, it goes back in history, to the same page of
 * results at the same card; otherwise /listings without parameters continues the visitor's saved search.
 */
export function BackToSearchLink() {
  const router = useRouter();
  const historyIndex = useLocation({ select: (location) => location.state.__TSR_index });
  return (
    <Link
      to="/listings"
      onClick={(event) => {
        if (!cameFromSearch(historyIndex) || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        router.history.back();
      }}
      className="mb-3 inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-medium text-brand-800 hover:underline"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      Tilbage til søgning
    </Link>
  );
}
