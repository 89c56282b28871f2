import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../domain/api/endpoint';
import { ApiError, apiCall, isClientError, toQueryString } from './api-client';

const listings = endpoint('GET', '/api/listings').types<{
  search?: { limit?: number };
  response: { total: number };
}>();
const listing = endpoint('GET', '/api/listings/:id').types<{ response: { id: string } }>();
const saveSeller = endpoint('PUT', '/api/admin/sellers/:id').types<{
  body: { name: string };
  response: { id: string };
}>();
const deleteSeller = endpoint('DELETE', '/api/admin/sellers/:id').types<{ response: undefined }>();

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

describe('apiCall', () => {
  it('returns the JSON body and sends the search params', async () => {
    const fetchMock = stubFetch(Response.json({ total: 3 }));
    await expect(apiCall(listings, { search: { limit: 10 } })).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/listings?limit=10',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('throws an ApiError with status and code from { error, code }', async () => {
    stubFetch(Response.json({ error: 'Listing not found', code: 'LISTING_NOT_FOUND' }, { status: 404 }));
    const error = await apiCall(listing, { params: { id: 'x' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'LISTING_NOT_FOUND', message: 'Listing not found' });
    expect(isClientError(error)).toBe(true);
  });

  it('keeps the status when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiCall(listings)).rejects.toMatchObject({ status: 502, code: undefined });
  });

  it('turns a failed connection into a NETWORK error with status 0', async () => {
    stubFetch(new TypeError('fetch failed'));
    await expect(apiCall(listings)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('passes a cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('Aborted', 'AbortError');
    stubFetch(abortError);
    await expect(apiCall(listings, { signal: controller.signal })).rejects.toBe(abortError);
  });

  it('fills in the path parameters encoded, sends the method and the body as JSON', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'a/b' }));
    await expect(apiCall(saveSeller, { params: { id: 'a/b' }, body: { name: 'Bilhuset' } })).resolves.toEqual(
      { id: 'a/b' },
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/sellers/a%2Fb',
      expect.objectContaining({
        method: 'PUT',
        body: '{"name":"Bilhuset"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiCall(deleteSeller, { params: { id: 's1' } })).resolves.toBeUndefined();
  });

  it('keeps the per-field issues of a 400 VALIDATION', async () => {
    stubFetch(
      Response.json(
        {
          error: 'Ugyldige data',
          code: 'VALIDATION',
          issues: [{ path: 'name', message: 'Skal udfyldes' }, 7],
        },
        { status: 400 },
      ),
    );
    await expect(apiCall(saveSeller, { params: { id: 's1' }, body: { name: '' } })).rejects.toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'name', message: 'Skal udfyldes' }],
    });
  });
});
