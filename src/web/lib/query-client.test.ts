import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

describe('query retries (spec §9)', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, undefined, 'Too many'))).toBe(false);
  });

  it('retries server and network errors at most twice', () => {
    const serverError = new ApiError(500, 'INTERNAL', 'Boom');
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(0, 'NETWORK', 'fetch failed'))).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('keeps data fresh 5 min, cached 20 min, and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: 300_000, gcTime: 1_200_000, refetchOnWindowFocus: false });
  });
});
