/** The error screens of spec §2, one per context, and their retry limits (spec §9). */
export type ErrorVariant =
  | 'default'
  | 'minimal'
  | 'admin'
  | 'data'
  | 'search'
  | 'listing'
  | 'upload'
  | 'component'
  | 'route';

export const MAX_RETRIES: Record<ErrorVariant, number> = {
  default: 3,
  minimal: 3,
  admin: 2,
  data: 5,
  search: 3,
  listing: 1,
  upload: 1,
  component: 1,
  route: 2,
};

/** Context written to the error log (spec §8: admin, data, route, batch upload, …). */
export const LOG_CONTEXT: Record<ErrorVariant, string> = {
  default: 'app',
  minimal: 'component',
  admin: 'admin',
  data: 'data',
  search: 'search',
  listing: 'listing',
  upload: 'batch upload',
  component: 'component',
  route: 'route',
};

/** What a retry button needs: the handler plus how many tries are used and allowed. */
export type RetryState = {
  onRetry: () => void;
  /** Retries already made (0 on the first failure). */
  attempts: number;
  maxAttempts: number;
  busy?: boolean;
};

export const MAX_REACHED_LABEL = 'Maks. forsøg nået';
