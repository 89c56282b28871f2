import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import { createApp } from '../app';

// A built web app and, next to it, a stand-in for the renderer `vite build --ssr` makes (ADR 013):
// it reads the catalogue through the API it is handed and records which URLs it was asked for.
const distDir = mkdtempSync(join(tmpdir(), 'leasingmatch-ssr-'));
const webRoot = join(distDir, 'web');
mkdirSync(webRoot);
mkdirSync(join(distDir, 'web-ssr'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Leasingmatch</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(distDir, 'web-ssr', 'entry-server.js'),
  `globalThis.__ssrCalls = [];
export async function render(input) {
  globalThis.__ssrCalls.push(input.url);
  if (input.url.includes('boom')) throw new Error('render failed');
  if (input.url.includes('skip')) return undefined;
  const response = await input.fetch('/api/listings?limit=1', { headers: { Accept: 'application/json' } });
  const { total } = await response.json();
  return {
    html: '<h1>' + total + ' tilbud fundet</h1>',
    state: { href: input.url, host: input.host, viewport: input.viewport },
  };
}`,
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const context = setupApiWithCatalog(() => [
  { make: 'Volkswagen', model: 'ID.4' },
  { make: 'Toyota', model: 'Aygo X' },
]);

let app: ReturnType<typeof createApp>['app'];
beforeAll(() => {
  app = createApp({ db: context.handle.db, webRoot, catalogMaxStaleMs: 0 }).app;
});

const calls = () => (globalThis as { __ssrCalls?: string[] }).__ssrCalls ?? [];

async function page(path: string, userAgent?: string) {
  const response = await app.request(
    `http://localhost${path}`,
    userAgent ? { headers: { 'user-agent': userAgent } } : {},
  );
  return { status: response.status, html: await response.text() };
}

describe('server-rendered pages', () => {
  it.each(['/', '/listings?makes=Toyota', '/om-os'])(
    'sends %s with its content in #root and the state to hydrate from',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"><h1>2 tilbud fundet</h1></div>');
      expect(html).toContain(
        `<script id="ssr-state" type="application/json">{"href":"${path}","host":"localhost","viewport":"narrow"}`,
      );
    },
  );

  it('renders the wide layout for a desktop browser and the narrow one for a phone', async () => {
    const desktop = await page('/', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36');
    expect(desktop.html).toContain('"viewport":"wide"');
    const phone = await page(
      '/',
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile Safari/537.36',
    );
    expect(phone.html).toContain('"viewport":"narrow"');
  });

  it('renders a listing with its head', async () => {
    const { items } = (await (await app.request('/api/listings?limit=1')).json()) as {
      items: { id: string }[];
    };
    const { html } = await page(`/listing/${items[0]?.id}`);
    expect(html).toContain('<div id="root"><h1>2 tilbud fundet</h1></div>');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it('renders an unknown listing (its not-found screen) and answers 404', async () => {
    const { status, html } = await page('/listing/no-such-listing');
    expect(status).toBe(404);
    expect(calls().at(-1)).toBe('/listing/no-such-listing');
    expect(html).toContain('ssr-state');
    expect(html).toContain('<title>Annoncen blev ikke fundet | Leasingmatch</title>');
  });

  it.each(['/login', '/admin', '/admin/sellers', '/no-such-page'])(
    'leaves %s to the browser',
    async (path) => {
      const before = calls().length;
      const { html } = await page(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('ssr-state');
      expect(calls().length).toBe(before);
    },
  );

  it('falls back to the empty page when the renderer fails or declines', async () => {
    for (const path of ['/listings?boom=1', '/listings?skip=1']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('ssr-state');
    }
  });

  it('renders a page once per catalogue version and sends it compressed, with an ETag, from then on', async () => {
    const path = '/om-os?kept=1';
    const rendered = () => calls().filter((url) => url === path).length;
    const first = await app.request(`http://localhost${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('Accept-Encoding, User-Agent');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString('utf8')).toContain(
      '<h1>2 tilbud fundet</h1>',
    );
    const again = await page(path);
    expect(again.html).toContain('<h1>2 tilbud fundet</h1>');
    expect(rendered()).toBe(1);
    const revalidated = await app.request(`http://localhost${path}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(rendered()).toBe(1);

    // Any write to public data moves the catalogue version: the page is rendered again with the change.
    await context.handle.db.execute(
      sql`update listings set status = 'inactive' where id = ${context.ids[0]}`,
    );
    const changed = await app.request(`http://localhost${path}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('<h1>1 tilbud fundet</h1>');
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(rendered()).toBe(2);
  });

  it('keeps no page whose content could not be rendered', async () => {
    const path = '/listings?boom=2';
    await page(path);
    await page(path);
    expect(calls().filter((url) => url === path)).toHaveLength(2);
  });
});
