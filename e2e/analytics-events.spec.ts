import type { Page, TestInfo } from '@playwright/test';
import { z } from 'zod/mini';
import { analyticsEventSchema } from '../src/domain/analytics/analytics-event';
import { expect, test } from './fixtures';

type Recorded = Record<string, unknown> & { event: string };
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Every event the browser posts to the collector, in order; the request still reaches it. */
async function recordEvents(page: Page): Promise<Recorded[]> {
  const events: Recorded[] = [];
  await page.route('**/api/events', async (route) => {
    const body = route.request().postDataJSON() as { events: Recorded[] };
    events.push(...body.events);
    await route.continue();
  });
  return events;
}

/**
 * Runs of listing_view (how many cards are seen depends on the screen) count as one step. The previous
 * results stay on screen while a filter's results load, so their impressions may come between the
 * filter events and the new page_view; those are left out. A results page_view and its filters_apply
 * both wait for the same results; whichever the browser sends first, the pair reads page_view →
 * filters_apply. The detail page's similar cards are seen or not depending on how far the page scrolls
 * to its buttons (its length), so their impressions are checked apart (isSimilarImpression).
 */
const isSimilarImpression = (event: Recorded) =>
  event.event === 'listing_view' && event.container === 'similar_grid';
const journey = (events: Recorded[]) => {
  const FILTER_STEPS = ['filter_change', 'filter_overlay_close'];
  const names = events
    .filter((event) => !isSimilarImpression(event))
    .map((event) => event.event)
    .filter((name, index, all) => name !== 'listing_view' || all[index - 1] !== name)
    .filter(
      (name, index, all) =>
        name !== 'listing_view' ||
        !(FILTER_STEPS.includes(all[index - 1] ?? '') && all[index + 1] === 'page_view'),
    );
  for (let index = 1; index < names.length; index++) {
    if (names[index] === 'page_view' && names[index - 1] === 'filters_apply') {
      names[index - 1] = 'page_view';
      names[index] = 'filters_apply';
    }
  }
  return names;
};

async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('home → search → filter → sort → card → detail → terms → seller sends the expected events to the collector', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const events = await recordEvents(page);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Forhandler</p>' }),
  );

  await page.goto('/');
  await page.getByRole('heading', { name: 'Bedste tilbud lige nu' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);

  await page.getByRole('link', { name: 'Se alle biler' }).click();
  await expect(page).toHaveURL(/\/listings/);
  await expect(page.getByText(/tilbud fundet/).first()).toBeVisible();
  await page.waitForTimeout(800);

  // Filter: the sidebar's chip on a desktop; on a phone the overlay (open, chip, "Vis … tilbud").
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: /^Filtre/ }).click();
    const overlay = page.getByRole('dialog', { name: 'Filtre' });
    await overlay.getByRole('button', { name: 'Benzin', exact: true }).click();
    await overlay.getByRole('button', { name: /^Vis .*tilbud$/ }).click();
  } else {
    await page
      .getByRole('complementary', { name: 'Filtre' })
      .getByRole('button', { name: 'Benzin', exact: true })
      .click();
  }
  await expect(page).toHaveURL(/fuel_type=/);
  await expect(page.getByRole('dialog', { name: 'Filtre' })).toHaveCount(0);
  await page.waitForTimeout(800);

  const sort = isPhone(testInfo) ? page.getByLabel(/^Sortering:/) : page.getByLabel('Sortér efter');
  await sort.selectOption('asc');
  await expect(page).toHaveURL(/sort=asc/);
  await page.waitForTimeout(800);

  const card = page.locator('[data-listing-id]').first();
  const listingId = (await card.getAttribute('data-listing-id')) as string;
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/listing/${listingId}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(600);

  let calculator = page.getByRole('region', { name: 'Beregn din pris' });
  if (isPhone(testInfo)) {
    await page
      .getByRole('region', { name: 'Pris og tilbud' })
      .getByRole('button', { name: /tilpas pris/ })
      .click();
    calculator = page.getByRole('dialog', { name: 'Tilpas pris' });
  }
  // A slow answer, as on a busy phone: the asked-for terms show first, the served offer after; the
  // change is still one lease_terms_apply.
  await page.route(
    (url) => url.pathname === `/api/listings/${listingId}` && url.search !== '',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    },
  );
  const select = calculator.locator('select:not([disabled])').first();
  // The sheet's panel is a chunk of its own (ADR 062): read its options once it shows.
  await expect(select).toBeVisible();
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const current = await select.inputValue();
  const served = page.waitForResponse((response) => response.url().includes(`/api/listings/${listingId}?`));
  await select.selectOption(values.find((value) => value !== current) as string);
  await served;
  await page.waitForTimeout(600);
  if (isPhone(testInfo))
    await page
      .getByRole('dialog', { name: 'Tilpas pris' })
      .getByRole('button', { name: /Luk|Vis/ })
      .first()
      .click();

  await page.getByRole('button', { name: 'Gå til tilbud' }).first().click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Fortsæt til forhandler/ }).click();
  await (await popup).close();

  await hidePage(page);
  // The last step of the journey; a similar card's impression may still be flushed after it.
  await expect
    .poll(() => events.filter((event) => !isSimilarImpression(event)).at(-1)?.event, { timeout: 15_000 })
    .toBe('outbound_click');

  const filterSteps = isPhone(testInfo)
    ? ['filter_overlay_open', 'filter_change', 'filter_overlay_close', 'page_view', 'filters_apply']
    : ['filter_change', 'page_view', 'filters_apply'];
  expect(journey(events)).toEqual([
    'page_view',
    'listing_view',
    'page_view',
    'listing_view',
    ...filterSteps,
    'listing_view',
    'filter_change',
    'page_view',
    'filters_apply',
    'listing_view',
    'listing_click',
    'page_view',
    'lease_terms_open',
    'lease_terms_apply',
    'outbound_click',
  ]);
  for (const event of events) {
    const { occurred_at: _, ...contract } = event;
    expect(z.safeParse(analyticsEventSchema, contract).success, JSON.stringify(event)).toBe(true);
  }
  const pageTypes = events.filter((event) => event.event === 'page_view').map((event) => event.page_type);
  expect(pageTypes).toEqual(['home', 'results', 'results', 'results', 'listing_detail']);
  const activeFilters = events
    .filter((event) => event.event === 'page_view' && event.page_type === 'results')
    .map((event) => event.filters_active);
  expect(activeFilters, 'the default order is no active filter').toEqual([
    {},
    { fuel_type: 'petrol' },
    { fuel_type: 'petrol', sort_option: 'asc' },
  ]);
  const filterChanges = events.filter((event) => event.event === 'filter_change');
  expect(filterChanges.map((event) => [event.filter_key, event.value])).toEqual([
    ['fuel_type', ['petrol']],
    ['sortOrder', 'asc'],
  ]);
  const applies = events.filter((event) => event.event === 'filters_apply');
  expect(applies.map((event) => event.changed_filters)).toEqual([['fuel_type'], ['sortOrder']]);
  if (isPhone(testInfo)) {
    const overlayId = events.find((event) => event.event === 'filter_overlay_open')?.overlay_id;
    expect(overlayId).toMatch(/^ov_/);
    expect(events.find((event) => event.event === 'filter_overlay_close')).toMatchObject({
      overlay_id: overlayId,
      close_reason: 'apply_button',
      changed_keys: ['fuel_type'],
    });
    expect(applies[0]?.overlay_id).toBe(overlayId);
  }
  // Similar cards seen on the detail page are impressions of other cars, made there.
  for (const event of events.filter(isSimilarImpression)) {
    expect(event.path).toBe(`/listing/${listingId}`);
    expect(event.listing_id).not.toBe(listingId);
  }
  for (const name of ['listing_click', 'lease_terms_open', 'lease_terms_apply', 'outbound_click']) {
    expect(events.find((event) => event.event === name)?.listing_id, name).toBe(listingId);
  }
  const detail = (await (await page.request.get(`/api/listings/${listingId}`)).json()) as {
    seller_id: string;
  };
  expect(detail.seller_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(events.find((event) => event.event === 'outbound_click')?.seller_id).toBe(detail.seller_id);
  const configSessions = events
    .filter((event) => event.event.startsWith('lease_terms_'))
    .map((event) => event.config_session_id);
  expect(new Set(configSessions).size, 'one config session for open and apply').toBe(1);
  expect(events.filter((e) => e.event === 'page_view').at(-1)).toMatchObject({
    listing_id: listingId,
    entry_method: 'internal_grid_click',
    page_load_type: 'spa',
  });
});

test('cards on a later results page report their position in the whole list', async ({ page }) => {
  const events = await recordEvents(page);
  await page.goto('/listings?page=2&limit=10');
  const second = page.locator('[data-listing-id]').nth(1);
  const listingId = (await second.getAttribute('data-listing-id')) as string;
  await page.waitForTimeout(600);
  await second.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/listing/${listingId}`));
  await hidePage(page);

  await expect.poll(() => events.find((event) => event.event === 'listing_click')).toBeTruthy();
  expect(events.find((event) => event.event === 'listing_click')).toMatchObject({
    listing_id: listingId,
    position: 12,
    position_bucket: '7-12',
  });
  const viewed = events.filter((event) => event.event === 'listing_view').map((event) => event.position);
  expect(viewed.length).toBeGreaterThan(0);
  for (const position of viewed) expect(position).toBeGreaterThanOrEqual(11);
  for (const position of viewed) expect(position).toBeLessThanOrEqual(20);
});
