import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 26, finding 7 (ADR 050): before any consent choice, our own statistics store nothing on the
 * visitor's device. The only storage a first visit may leave is the search page's own convenience
 * (its filters and the last history move, in sessionStorage), which identifies nobody.
 */
// The search's own state (the privacy page's "Sessionslager til din søgning"): filters, place on the page,
// and which results entry the visitor came from ("Tilbage til søgning").
const NON_IDENTIFYING_SESSION_KEYS = [
  'leasingmatch:search-filters',
  'leasingmatch:navigation-state',
  'leasingmatch:search-entry',
];
/** What an identifier of ours looks like: analytics, results and overlay session ids, UUIDs. */
const IDENTIFIER =
  /\b(s|rs|ov)_\d+_[a-z0-9]+\b|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

type Storage = Record<string, string>;

async function deviceStorage(page: Page) {
  return page.evaluate(async () => {
    const read = (storage: globalThis.Storage): Record<string, string> =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    const databases = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
    return {
      local: read(localStorage),
      session: read(sessionStorage),
      indexedDb: databases.map((database) => database.name),
      documentCookie: document.cookie,
    };
  });
}

test('a first visit stores nothing that identifies the visitor, before any consent choice', async ({
  page,
  context,
}) => {
  test.slow();
  const batches: { status: number; events: Record<string, unknown>[] }[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/api/events')) return;
    const response = await request.response();
    batches.push({
      status: response?.status() ?? 0,
      events: (request.postDataJSON() as { events: Record<string, unknown>[] }).events,
    });
  });

  await page.goto('/');
  await page.getByRole('heading', { name: 'Bedste tilbud lige nu' }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Se alle biler' }).click();
  await expect(page).toHaveURL(/\/listings/);
  await expect(page.getByText(/tilbud fundet/).first()).toBeVisible();
  await page.waitForTimeout(800);
  const card = page.locator('[data-listing-id]').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(600);

  // The tracker sends its queue when the page is hidden, as when the visitor leaves.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await sent;
  await expect.poll(() => batches.length).toBeGreaterThan(0);

  // The statistics ran: the collector took page views, cards seen and the click, none with a session id.
  const events = batches.flatMap((batch) => batch.events);
  expect(batches.map((batch) => batch.status)).toEqual(batches.map(() => 202));
  expect(new Set(events.map((event) => event.event))).toEqual(
    new Set(['page_view', 'listing_view', 'listing_click']),
  );
  expect(events.filter((event) => 'session_id' in event)).toEqual([]);

  // No banner was answered (none is shown without Mixpanel), and nothing identifying is on the device.
  const storage = await deviceStorage(page);
  expect(await context.cookies()).toEqual([]);
  expect(storage.documentCookie).toBe('');
  expect(storage.local).toEqual({} satisfies Storage);
  expect(storage.indexedDb).toEqual([]);
  expect(Object.keys(storage.session).filter((key) => !NON_IDENTIFYING_SESSION_KEYS.includes(key))).toEqual(
    [],
  );
  for (const [key, value] of Object.entries(storage.session)) expect(value, key).not.toMatch(IDENTIFIER);
});

test('the privacy page says what the statistics store, where, for how long and why', async ({ page }) => {
  await page.goto('/cookie-og-privatlivspolitik');
  const statistics = page.locator('#det-gemmer-vi');
  await expect(statistics).toContainText('ingen cookies og intet i browserens lokale lager (localStorage)');
  await expect(statistics).toContainText('din IP-adresse og din browsers navn og version (user agent)');
  await expect(statistics).toContainText('Selve IP-adressen og browserens navn gemmer vi ikke');
  await expect(statistics).toContainText('De enkelte hændelser slettes efter 90 dage');
  await expect(statistics).toContainText('legitime interesse');
  await expect(statistics).not.toContainText('30 minutter');
});
