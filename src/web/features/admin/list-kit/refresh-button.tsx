import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** "Opdater" in a list page's header: asks the list's query again, spinning while it loads. */
export function RefreshButton({ query }: { query: { isFetching: boolean; refetch: () => unknown } }) {
  return (
    <Button variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
      <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
      Opdater
    </Button>
  );
}
