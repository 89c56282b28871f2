import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

type QueryTally = { queries: number };

const tallies = new AsyncLocalStorage<QueryTally>();

/**
 * Drizzle calls its logger once per statement it sends, with either driver (PGlite or postgres.js)
 * and inside transactions too, so counting there sees every query the app makes through Drizzle.
 */
export const queryCountingLogger: Logger = {
  logQuery() {
    const tally = tallies.getStore();
    if (tally) tally.queries += 1;
  },
};

/** Runs `work` with its own query tally; `queries()` reads it at any time (also after `work` ends). */
export function countQueries<T>(work: () => T): { result: T; queries: () => number } {
  const tally: QueryTally = { queries: 0 };
  const result = tallies.run(tally, work);
  return { result, queries: () => tally.queries };
}
