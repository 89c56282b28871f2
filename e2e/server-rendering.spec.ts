import { expect, test } from './fixtures';

/** The text of #root in the HTML the server sends, before any JavaScript runs (ADR 013). */
async function serverText(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<script id="ssr-state" type="application/json">');
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script id="ssr-state"/.exec(html)?.[1] ?? '';
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

test.describe('server-rendered pages', () => {
  test('the home page arrives with its hero, categories and best deals', async ({ page }) => {
    const text = await serverText(page.request, '/');
    expect(text).toContain('Find den bedste privatleasing');
    expect(text).toContain('Vi sammenligner tilbud fra mange forhandlere');
    expect(text).toMatch(/Vis \d+ tilbud/);
    expect(text).toContain('Bedste tilbud lige nu');
  });

  test('the search page arrives with its results', async ({ page }) => {
    const { total } = (await (await page.request.get('/api/listings?makes=Toyota')).json()) as {
      total: number;
    };
    const text = await serverText(page.request, '/listings?makes=Toyota');
    expect(text).toContain('Leasingbiler');
    expect(text).toContain(`${total} tilbud fundet`);
  });

  test('a listing arrives with its name and price', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/listings?limit=1')).json()) as {
      items: { id: string; make: string; model: string }[];
    };
    const listing = items[0] as { id: string; make: string; model: string };
    const text = await serverText(page.request, `/listing/${listing.id}`);
    expect(text).toContain(listing.make);
    expect(text).toContain(listing.model);
    expect(text).toContain('kr./md.');
  });

  test('without JavaScript the home page still shows its content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find den bedste privatleasing' }),
    ).toBeVisible();
    await context.close();
  });

  test('the browser keeps the elements the server sent (it hydrates them, it does not render anew)', async ({
    page,
    consoleErrors,
  }) => {
    // Before any of the page's scripts run, tag every element the server sent; an element React
    // rendered again in the browser would be a new node without the tag.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll('#root *')) {
          (element as Element & { fromServer?: boolean }).fromServer = true;
        }
      });
    });
    const { items } = (await (await page.request.get('/api/listings?limit=1')).json()) as {
      items: { id: string }[];
    };
    for (const path of ['/', '/listings', `/listing/${items[0]?.id}`]) {
      await page.goto(path);
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      const counts = await page.evaluate(() => {
        const links = [...document.querySelectorAll('#root main a[href], #root main button')];
        return {
          controls: links.length,
          fromServer: links.filter((element) => (element as Element & { fromServer?: boolean }).fromServer)
            .length,
        };
      });
      expect(counts.controls, path).toBeGreaterThan(5);
      expect(counts.fromServer, path).toBe(counts.controls);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the browser takes over the HTML without hydration errors and the page works', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find den bedste privatleasing' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Om os' }).click();
    await expect(page).toHaveURL(/\/om-os$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Om os' })).toBeVisible();
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find den bedste privatleasing' }),
    ).toBeVisible();

    for (const path of [
      '/listings',
      '/listings?makes=Toyota&view=list',
      // On a phone the filter overlay is open in the first render too.
      '/listings?showFilters=true',
      '/hvorfor-privatleasing',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(consoleErrors).toEqual([]);
  });
});
