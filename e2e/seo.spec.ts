import { expect, test } from './fixtures';

type Listing = {
  id: string;
  make: string;
  model: string;
  display_monthly_price: number;
  seller_name: string | null;
};

async function firstListing(request: import('@playwright/test').APIRequestContext): Promise<Listing> {
  const { items } = (await (await request.get('/api/listings?limit=1')).json()) as {
    items: { id: string }[];
  };
  const id = items[0]?.id as string;
  return (await (await request.get(`/api/listings/${id}`)).json()) as Listing;
}

test.describe('SEO', () => {
  test("a listing's HTML carries its title, Open Graph tags and schema.org JSON-LD", async ({
    page,
    baseURL,
  }) => {
    const listing = await firstListing(page.request);
    const response = await page.request.get(`/listing/${listing.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(`${listing.make} ${listing.model}`);
    expect(title).toMatch(/kr\.\/md\. \| Leasingmatch$/);
    expect(html).toContain(`<meta property="og:title" content="${listing.make} ${listing.model}`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/listing/${listing.id}" />`);
    expect(html).toMatch(/<meta name="description" content="Privatleas [^"]+kr\.\/md\./);

    const jsonText = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const jsonLd = JSON.parse(jsonText ?? 'null');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      brand: { name: listing.make },
      model: listing.model,
      offers: { '@type': 'Offer', price: listing.display_monthly_price, priceCurrency: 'DKK' },
    });
    if (listing.seller_name) expect(jsonLd.offers.seller.name).toBe(listing.seller_name);

    // The app keeps the server's head for the page it was loaded on.
    await page.goto(`/listing/${listing.id}`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${listing.make} ${listing.model}`));
  });

  test('an unknown listing answers 404 and is kept out of the index', async ({ page }) => {
    const response = await page.request.get('/listing/00000000-0000-4000-8000-000000000000');
    expect(response.status()).toBe(404);
    const html = await response.text();
    // The app's own not-found screen arrives rendered, under its own title.
    expect(html).toContain('Annonce kunne ikke indlæses');
    expect(html).toContain('<title>Annoncen blev ikke fundet | Leasingmatch</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  test('other pages get the default title and their own canonical URL', async ({ page, baseURL }) => {
    const html = await (await page.request.get('/listings?make=Toyota')).text();
    expect(html).toContain('<title>Leasingmatch – find den bedste privatleasing</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/listings" />`);

    await page.goto('/design-system');
    await expect(page).toHaveTitle('Designsystem | Leasingmatch');
    await page.getByRole('banner').getByRole('link', { name: 'Leasingmatch', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page).not.toHaveTitle('Designsystem | Leasingmatch');
  });

  test('robots.txt allows the public pages, not /admin or /api, and names the sitemap', async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists the public pages and every public listing', async ({ page, baseURL }) => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    for (const path of [
      '/',
      '/listings',
      '/om-os',
      '/hvorfor-privatleasing',
      '/cookie-og-privatlivspolitik',
    ]) {
      expect(locs).toContain(`${baseURL}${path}`);
    }

    const { total } = (await (await page.request.get('/api/listings?limit=1')).json()) as { total: number };
    const listingLocs = locs.filter((loc) => loc.includes('/listing/'));
    expect(listingLocs).toHaveLength(total);
    const first = await firstListing(page.request);
    expect(listingLocs).toContain(`${baseURL}/listing/${first.id}`);
  });
});
