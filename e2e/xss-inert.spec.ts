import type { Page, TestInfo } from '@playwright/test';
import { adminListingBody } from '../tests/factories/admin-listing-body';
import { signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';

/**
 * Issue 8, hostile input: markup an administrator types into a field that reaches a public page stays
 * text — in the server-rendered HTML, in the JSON-LD block and in the hydrated page — and never runs.
 */

const PAYLOAD = {
  script: '<script>window.__xss=1</script>',
  image: '<img src=x onerror="window.__xss=2;alert(2)">',
  svg: '"><svg onload=window.__xss=3>',
  breakout: '</script><script>window.__xss=4</script>',
  template: '{{constructor.constructor("window.__xss=5")()}}',
};
const RAW_MARKUP = ['<script>window.__xss', '<img src=x onerror', '<svg onload', '</script><script>'];

function token(testInfo: TestInfo) {
  return `XSS${testInfo.project.name}${Date.now().toString(36)}`;
}

type Reference = { makes: { id: string; name: string; models: { name: string }[] }[] };

async function createSeller(page: Page, name: string) {
  const refused = await page.request.post('/api/admin/sellers', {
    data: { name, website: 'javascript:window.__xss=6' },
  });
  expect(refused.status(), 'a javascript: website is refused').toBe(400);
  const created = await page.request.post('/api/admin/sellers', {
    data: { name, company: PAYLOAD.image, address: PAYLOAD.svg, website: 'https://bilhus-xss.dk' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function createListing(page: Page, sellerId: string, variant: string) {
  const reference = (await (await page.request.get('/api/admin/listings/reference')).json()) as Reference;
  const make = reference.makes.find((candidate) => candidate.name === 'Toyota') ?? reference.makes[0];
  const listing = (externalUrl: string) =>
    adminListingBody({
      make_id: make?.id,
      model_name: make?.models[0]?.name ?? 'Corolla',
      variant,
      description: `${PAYLOAD.breakout} ${PAYLOAD.image} ${PAYLOAD.template}`,
      external_url: externalUrl,
      seller_id: sellerId,
      status: 'active',
    });
  const refused = await page.request.post('/api/admin/listings', {
    data: listing('javascript:window.__xss=7'),
  });
  expect(refused.status(), 'a javascript: seller link is refused').toBe(400);
  const created = await page.request.post('/api/admin/listings', {
    data: listing('https://bilhus-xss.dk/tilbud'),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Counts dialogs and exposes window.__xss, which any payload that ran would have set. */
async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    dialogs,
    flag: () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null),
  };
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] as string),
  );
}

test('markup in admin text fields renders as text on the public pages and never runs @desktop-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const mark = token(testInfo);
  const sellerName = `${mark} Bilhus ${PAYLOAD.script}${PAYLOAD.svg}`;
  const variant = `${mark} ${PAYLOAD.script} ${PAYLOAD.svg}`;

  const refusedEmail = await page.request.put('/api/admin/settings/site', {
    data: { contactEmail: `${PAYLOAD.image}@leasingmatch.dk`, productionHosts: [], expectedVersion: 0 },
  });
  expect(refusedEmail.status(), 'markup is no e-mail address').toBe(400);

  const listingId = await createListing(page, await createSeller(page, sellerName), variant);

  const html = await (await page.request.get(`/listing/${listingId}`)).text();
  expect(html).toContain(mark);
  for (const markup of RAW_MARKUP) expect(html, `raw ${markup} in the HTML`).not.toContain(markup);
  const car = jsonLdBlocks(html).find((block) => JSON.stringify(block).includes(mark));
  expect(JSON.stringify(car)).toContain(PAYLOAD.script);
  expect(JSON.stringify(car)).toContain(sellerName.replace(/"/g, '\\"'));

  const watch = await watchForExecution(page);
  const visit = async (path: string) => {
    await page.goto(path);
    expect(await watch.flag(), `a payload ran on ${path}`).toBeNull();
  };
  await visit(`/listing/${listingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PAYLOAD.script);
  await expect(page.getByText(PAYLOAD.breakout, { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Gå til tilbud' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('dialog')).toContainText(`Forhandler: ${sellerName}`);
  expect(await watch.flag(), 'a payload ran after hydration').toBeNull();

  await visit(`/listings?q=${encodeURIComponent(mark)}`);
  await expect(page.getByText(PAYLOAD.script, { exact: false }).first()).toBeVisible();
  await visit(`/listings?q=${encodeURIComponent(PAYLOAD.svg)}`);
  await visit('/');
  await visit('/om-os');
  expect(watch.dialogs, 'a payload opened a dialog').toEqual([]);
});

/** Reflected input: hostile paths and queries on the server-rendered pages. */
const HOSTILE_PAGE_URLS = [
  '/listing/%00',
  '/listing/..%2F..%2Fetc%2Fpasswd',
  `/listing/${'9'.repeat(3000)}`,
  "/listing/'%20OR%201=1--",
  '/listing/%E0%A4%A',
  '/listings?q=%zz&page=99999999999999999999&price_min=NaN&price_max=-1e308',
  `/listings?q=${encodeURIComponent(PAYLOAD.script)}&makes=${encodeURIComponent(PAYLOAD.svg)}`,
  `/listings?makes=%00&makes[]=x&models[0]=${encodeURIComponent(PAYLOAD.image)}&sort=__proto__`,
  `/?${encodeURIComponent(PAYLOAD.breakout)}=1`,
  '/om-os?constructor=1&__proto__[x]=1',
];

test('hostile paths and queries on server-rendered pages answer cleanly and reflect no markup', async ({
  page,
}) => {
  for (const url of HOSTILE_PAGE_URLS) {
    const response = await page.request.get(url);
    const html = await response.text();
    expect(response.status(), url).toBeLessThan(500);
    expect(html, url).not.toMatch(/\bat \S+ \(|node_modules|\/src\/server\/|Failed query/);
    for (const markup of RAW_MARKUP) expect(html, `${url} reflects ${markup}`).not.toContain(markup);
  }
});
