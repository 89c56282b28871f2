import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, isClientError, toQueryString } from './api-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toQueryString', () => {
  it('skips empty values and repeats keys for lists', () => {
    expect(toQueryString({ limit: 10, q: '', make: undefined, models: ['Golf', 'Polo'] })).toBe(
      '?limit=10&models=Golf&models=Polo',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(new URLSearchParams('limit=10'))).toBe('?limit=10');
  });
});

describe('apiGet', () => {
  it('returns the JSON body and sends the search params', async () => {
    const fetchMock = stubFetch(Response.json({ total: 3 }));
    await expect(apiGet('/api/listings', { search: { limit: 10 } })).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/listings?limit=10',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('throws an ApiError with status and code from { error, code }', async () => {
    stubFetch(Response.json({ error: 'Listing not found', code: 'LISTING_NOT_FOUND' }, { status: 404 }));
    const error = await apiGet('/api/listings/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'LISTING_NOT_FOUND', message: 'Listing not found' });
    expect(isClientError(error)).toBe(true);
  });

  it('keeps the status when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/listings')).rejects.toMatchObject({ status: 502, code: undefined });
  });

  it('turns a failed connection into a NETWORK error with status 0', async () => {
    stubFetch(new TypeError('fetch failed'));
    await expect(apiGet('/api/listings')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('passes a cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('Aborted', 'AbortError');
    stubFetch(abortError);
    await expect(apiGet('/api/listings', { signal: controller.signal })).rejects.toBe(abortError);
  });
});
