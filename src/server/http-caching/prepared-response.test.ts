import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, answerPrepared, prepareResponse } from './prepared-response';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['deflate, gzip;q=0', false],
    ['identity', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['GZIP', true],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('a prepared answer', () => {
  const big = JSON.stringify({
    items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Toyota Yaris' })),
  });
  const app = new Hono()
    .get('/big', (c) => answerPrepared(c, prepareResponse(200, 'application/json', big), 'public, no-cache'))
    .get('/small', (c) => answerPrepared(c, prepareResponse(200, 'application/json', '{"a":1}'), 'no-cache'));

  it('is sent as stored gzip to a client that takes it, unpacked to one that does not', async () => {
    const zipped = await app.request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/json');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(big);
    const plain = await app.request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
    expect(plain.headers.get('etag')).toBe(zipped.headers.get('etag'));
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers 304 without a body to a matching If-None-Match, and leaves a tiny body uncompressed', async () => {
    const first = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(await first.text()).toBe('{"a":1}');
    const etag = first.headers.get('etag') as string;
    const again = await app.request('/small', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await app.request('/small', { headers: { 'if-none-match': 'W/"other"' } });
    expect(other.status).toBe(200);
  });

  it('tags different content differently and the same content alike', () => {
    expect(prepareResponse(200, 'text/html', 'a').etag).toBe(prepareResponse(200, 'text/html', 'a').etag);
    expect(prepareResponse(200, 'text/html', 'a').etag).not.toBe(prepareResponse(200, 'text/html', 'b').etag);
  });
});
