import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from './web-app-routes';

const webRoot = mkdtempSync(join(tmpdir(), 'leasingmatch-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Leasingmatch</title>');
writeFileSync(join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(webRoot, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const app = webAppRoutes(webRoot);

describe('webAppRoutes', () => {
  it.each(['/', '/listings', '/listing/abc?km=15000', '/admin/sellers/edit/1'])(
    'answers the client route %s with index.html',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>Leasingmatch</title>');
    },
  );

  it('serves hashed assets cached for a year', async () => {
    const response = await app.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('sends the precompressed file to a client that accepts it', async () => {
    const response = await app.request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe('console.log(1)');
  });

  it('serves other files of the build, cached for a day as their names do not change', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toContain('<svg');
  });

  it.each(['/assets/missing.js', '/missing.png', '/robots.txt'])(
    'answers 404, not the page, for %s',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>');
    },
  );
});
