import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query is fetching (loaders start some without awaiting them, and a finished
 * query can start the next one), or at the deadline; true when everything settled in time.
 */
export function whenQueriesSettle(queryClient: QueryClient, timeoutMs: number): Promise<boolean> {
  if (queryClient.isFetching() === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    let done = false;
    const finish = (settled: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      unsubscribe();
      resolve(settled);
    };
    const deadline = setTimeout(() => finish(false), timeoutMs);
    // The cache notifies before a promise chain (`.then(() => prefetchQuery(next))`) can start the
    // next query: look again only after every pending microtask has run.
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      setTimeout(() => {
        if (queryClient.isFetching() === 0) finish(true);
      }, 0);
    });
  });
}
