import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import { settings } from '../../db/schema/admin';
import { createApp } from '../app';

const webRoot = mkdtempSync(join(tmpdir(), 'leasingmatch-seo-'));
writeFileSync(
  join(webRoot, 'index.html'),
  `<!doctype html>
<html lang="da">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Standard" />
    <title>Leasingmatch</title>
  </head>
  <body><div id="root"></div></body>
</html>`,
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const context = setupApiWithCatalog(() => [
  {
    make: 'Volkswagen',
    model: 'ID.4',
    variant: 'Pro 286 HK <Max>',
    seller: 'Bilhuset "Nord" ApS',
    withImage: true,
    offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 4295 }],
  },
  { make: 'Toyota', model: 'Aygo X' },
  { make: 'Skoda', model: 'Enyaq', status: 'inactive' },
]);

let app: ReturnType<typeof createApp>['app'];
const publicUrl = 'https://leasingmatch.dk';
beforeAll(() => {
  app = createApp({
    db: context.handle.db,
    webRoot,
    catalogMaxStaleMs: 0,
    publicUrl,
    productionHosts: ['leasingmatch.dk'],
  }).app;
});

async function page(path: string) {
  const response = await app.request(path);
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]);
}

describe('GET /listing/{id}', () => {
  it("puts the listing's title, description, canonical URL and Open Graph tags into index.html", async () => {
    const id = context.ids[0] as string;
    const { status, html } = await page(`/listing/${id}?km=15000`);
    expect(status).toBe(200);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Volkswagen ID.4 Pro 286 HK &lt;Max&gt; – privatleasing fra 4.295 kr./md. | Leasingmatch</title>',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<meta name="description" content="Privatleas Volkswagen ID\.4[^"]*4\.295 kr\.\/md\.[^"]*Bilhuset &quot;Nord&quot; ApS/,
    );
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/listing/${id}" />`);
    expect(html).toContain('<meta property="og:title" content="Volkswagen ID.4');
    expect(html).toContain(`<meta property="og:url" content="${publicUrl}/listing/${id}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/leasingmatch\.dk\/api\/files\/[0-9a-f]{64}"/,
    );
  });

  it('adds schema.org Car JSON-LD with a monthly DKK offer and the seller', async () => {
    const id = context.ids[0] as string;
    const { html } = await page(`/listing/${id}`);
    expect(html).not.toContain('<Max>');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Volkswagen ID.4 Pro 286 HK <Max>',
      brand: { name: 'Volkswagen' },
      url: `${publicUrl}/listing/${id}`,
      offers: {
        '@type': 'Offer',
        price: 4295,
        priceCurrency: 'DKK',
        priceSpecification: { unitCode: 'MON', price: 4295 },
        seller: { name: 'Bilhuset "Nord" ApS' },
      },
    });
  });

  it('hands the production hosts to the web app without a request', async () => {
    const { html } = await page('/');
    expect(html).toContain(
      '<script id="app-config" type="application/json">{"productionHosts":["leasingmatch.dk"],"contactEmail":"kontakt@leasingmatch.dk","firstPartyEnabled":true}</script>',
    );
  });

  it('adds the production hosts and the contact e-mail an administrator saved in the settings', async () => {
    await context.handle.db.insert(settings).values({
      key: 'site',
      value: { contactEmail: 'salg@leasingmatch.dk', productionHosts: ['www.leasingmatch.dk'] },
    });
    try {
      const { html } = await page('/');
      expect(html).toContain(
        '{"productionHosts":["leasingmatch.dk","www.leasingmatch.dk"],"contactEmail":"salg@leasingmatch.dk","firstPartyEnabled":true}',
      );
    } finally {
      await context.handle.db.delete(settings);
    }
    expect((await page('/')).html).toContain(
      '{"productionHosts":["leasingmatch.dk"],"contactEmail":"kontakt@leasingmatch.dk","firstPartyEnabled":true}',
    );
  });

  it.each([
    ['an unknown id', '/listing/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/listing/not-a-uuid'],
    ['an inactive listing', () => `/listing/${context.ids[2]}`],
  ])('answers %s with the app and status 404', async (_name, path) => {
    const { status, html, type } = await page(typeof path === 'function' ? path() : path);
    expect(status).toBe(404);
    expect(type).toContain('text/html');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Annoncen blev ikke fundet | Leasingmatch</title>');
  });
});

describe('other pages', () => {
  it('get the default title and description and their own canonical URL', async () => {
    const { status, html } = await page('/listings?make=Toyota');
    expect(status).toBe(200);
    expect(html).toContain('<title>Leasingmatch – find den bedste privatleasing</title>');
    expect(html).toContain('content="Sammenlign privatleasing-tilbud fra danske forhandlere');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/listings" />`);
    expect(html).not.toContain('noindex');
  });

  it('answer an unknown path with the app and status 404', async () => {
    const { status, html } = await page('/findes-ikke');
    expect(status).toBe(404);
    expect(html).toContain('<title>Siden blev ikke fundet | Leasingmatch</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('use the request origin when PUBLIC_URL is not set', async () => {
    const local = createApp({ db: context.handle.db, webRoot, catalogMaxStaleMs: 0 }).app;
    const html = await (await local.request('http://127.0.0.1:3301/om-os')).text();
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3301/om-os" />');
    expect(html).toContain(
      '{"productionHosts":[],"contactEmail":"kontakt@leasingmatch.dk","firstPartyEnabled":true}',
    );
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of /admin and /api, and names the sitemap', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/');
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists home, /listings, the static pages and every public listing, and nothing else', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${publicUrl}/`,
        `${publicUrl}/listings`,
        `${publicUrl}/om-os`,
        `${publicUrl}/saadan-tjener-vi-penge`,
        `${publicUrl}/hvorfor-privatleasing`,
        `${publicUrl}/cookie-og-privatlivspolitik`,
        `${publicUrl}/listing/${context.ids[0]}`,
        `${publicUrl}/listing/${context.ids[1]}`,
      ]),
    );
    expect(locs).not.toContain(`${publicUrl}/listing/${context.ids[2]}`);
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
