import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import { files } from '../../db/schema';

const ctx = setupAuthApp();
let ids: string[] = [];
let cookie = '';
let webpSha = '';

beforeAll(async () => {
  const bundle = buildCatalog(
    Array.from({ length: 12 }, (_, index) => ({
      variant: `Variant ${index}`,
      model: index % 2 ? 'Yaris' : 'Aygo',
    })),
  );
  await bulkInsertCatalog(ctx.handle.db, bundle);
  ids = bundle.ids;
  // Random bytes do not shrink: a stand-in for an already compressed image.
  const bytes = randomBytes(4096);
  webpSha = createHash('sha256').update(bytes).digest('hex');
  await ctx.handle.db
    .insert(files)
    .values({ sha256: webpSha, contentType: 'image/webp', size: bytes.length, bytes });
  cookie = await ctx.signIn(ADMIN);
});

describe('public catalogue reads', () => {
  const paths = () => [
    '/api/listings?make=Toyota',
    `/api/listings/${ids[0]}`,
    `/api/listings/${ids[0]}/similar`,
    '/api/filters',
  ];

  it('carry a weak ETag, must be revalidated, and answer 304 to a matching If-None-Match', async () => {
    for (const path of paths()) {
      const first = await ctx.request(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag') as string;
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get('cache-control'), path).toBe('public, no-cache');
      const body = await first.text();

      const again = await ctx.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, no-cache');

      const stale = await ctx.request(path, { headers: { 'If-None-Match': 'W/"something-else"' } });
      expect(stale.status, path).toBe(200);
      expect(await stale.text()).toBe(body);
    }
  });

  it('tag different content differently', async () => {
    const toyota = await ctx.request('/api/listings?model=Yaris');
    const aygo = await ctx.request('/api/listings?model=Aygo');
    expect(toyota.headers.get('etag')).not.toBe(aygo.headers.get('etag'));
  });

  it('leave errors uncached', async () => {
    const missing = await ctx.request('/api/listings/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('private answers', () => {
  it('admin and auth answers are never stored', async () => {
    const admin = await ctx.request('/api/admin/listings', { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    const session = await ctx.request('/api/auth/get-session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('private, no-store');
    const refused = await ctx.request('/api/admin/listings');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('stored files', () => {
  it('are cached for a year under their content hash and revalidate with 304', async () => {
    const first = await ctx.request(`/api/files/${webpSha}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('etag')).toBe(`"${webpSha}"`);
    const again = await ctx.request(`/api/files/${webpSha}`, {
      headers: { 'If-None-Match': `"${webpSha}"` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression', () => {
  const gzip = { 'Accept-Encoding': 'gzip, deflate, br' };

  it('gzips a large JSON answer', async () => {
    const response = await ctx.request('/api/listings', { headers: gzip });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect((JSON.parse(body) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('leaves tiny bodies and already compressed images alone', async () => {
    const tiny = await ctx.request('/api/health', { headers: gzip });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.json()).toEqual({ status: 'ok' });
    const image = await ctx.request(`/api/files/${webpSha}`, { headers: gzip });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
  });
});
