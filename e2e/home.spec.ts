import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

type ListingsPage = { total: number; items: { make: string; model: string }[] };
type Filters = { makes: { name: string; count: number; models: { name: string }[] }[] };

const danishNumber = (value: number) => new Intl.NumberFormat('da-DK').format(value);

async function apiTotal(page: Page, query = ''): Promise<number> {
  const response = await page.request.get(`/api/listings${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ListingsPage).total;
}

function quickSearch(page: Page) {
  return page.getByRole('form', { name: 'Hurtig søgning' });
}

function isWide(page: Page) {
  return (page.viewportSize()?.width ?? 0) >= 768;
}

test.describe('home', () => {
  test('hero and quick search: the count follows the chosen make and model and opens the search', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find den bedste privatleasing');
    await expect(page).toHaveTitle('Leasingmatch – find den bedste privatleasing');

    const form = quickSearch(page);
    const submit = form.getByRole('button', { name: /^Vis [\d.]+ tilbud$/ });
    await expect(submit).toHaveText(`Vis ${danishNumber(await apiTotal(page))} tilbud`);

    const make = form.getByLabel('Mærke');
    const model = form.getByLabel('Model');
    await expect(make).toHaveValue('');
    await expect(make.locator('option').first()).toHaveText('Alle mærker');
    await expect(model).toBeDisabled();
    await expect(form.getByLabel('Biltype').locator('option').first()).toHaveText('Alle biltyper');
    const priceOptions = await form.getByLabel('Maks pris').locator('option').allTextContents();
    // No cap is the default and says so.
    await expect(form.getByLabel('Maks pris').locator('option:checked')).toHaveText('Ingen grænse');
    expect(priceOptions[0]).toBe('Ingen grænse');
    expect(priceOptions[1]).toBe('1.000 kr./md.');
    expect(priceOptions.at(-1)).toBe('10.000 kr./md.');

    // Popular makes come first, most offers first.
    const filters = (await (await page.request.get('/api/filters')).json()) as Filters;
    const popularOptions = await make.locator('optgroup[label="Populære mærker"] option').allTextContents();
    expect(popularOptions.length).toBeGreaterThan(1);
    const countOf = (name: string) => filters.makes.find((entry) => entry.name === name)?.count ?? -1;
    const counts = popularOptions.map(countOf);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // A make with several models, so choosing one narrows the count.
    const chosen = filters.makes.find((entry) => entry.models.length > 1 && entry.count > 1);
    if (!chosen) throw new Error('the demo catalogue has no make with several models');
    await make.selectOption(chosen.name);
    const makeTotal = await apiTotal(page, `makes=${encodeURIComponent(chosen.name)}`);
    await expect(submit).toHaveText(`Vis ${danishNumber(makeTotal)} tilbud`);
    await expect(model).toBeEnabled();
    await expect(model.locator('option').first()).toHaveText('Alle modeller');

    const chosenModel = chosen.models[0]?.name ?? '';
    await model.selectOption(chosenModel);
    const modelQuery = `makes=${encodeURIComponent(chosen.name)}&models=${encodeURIComponent(chosenModel)}`;
    await expect(submit).toHaveText(`Vis ${danishNumber(await apiTotal(page, modelQuery))} tilbud`);

    // "Alle modeller" gives the make's count again; another make drops the chosen model.
    await model.selectOption('');
    await expect(submit).toHaveText(`Vis ${danishNumber(makeTotal)} tilbud`);
    await model.selectOption(chosenModel);
    const otherMake = filters.makes.find((entry) => entry.name !== chosen.name)?.name ?? '';
    await make.selectOption(otherMake);
    await expect(model).toHaveValue('');
    await make.selectOption(chosen.name);
    await expect(submit).toHaveText(`Vis ${danishNumber(makeTotal)} tilbud`);

    await expect(form.getByRole('link', { name: 'Flere filtre' })).toHaveAttribute(
      'href',
      `/listings?makes=${encodeURIComponent(chosen.name)}&showFilters=true`,
    );

    await submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/listings');
    expect(new URL(page.url()).searchParams.getAll('makes')).toEqual([chosen.name]);
  });

  test('quick search with body type and price cap writes the search page’s parameters', async ({ page }) => {
    await page.goto('/');
    const form = quickSearch(page);
    await form.getByLabel('Biltype').selectOption({ label: 'SUV' });
    await form.getByLabel('Maks pris').selectOption({ label: '5.000 kr./md.' });
    const total = await apiTotal(page, 'body_type=suv&price_max=5000');
    await expect(form.getByRole('button', { name: `Vis ${danishNumber(total)} tilbud` })).toBeVisible();

    await expect(form.getByRole('link', { name: 'Flere filtre' })).toHaveAttribute(
      'href',
      '/listings?body_type=suv&price_max=5000&showFilters=true',
    );
    await form.getByRole('button', { name: /^Vis / }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/listings');
    const params = new URL(page.url()).searchParams;
    expect(params.get('body_type')).toBe('suv');
    expect(params.get('price_max')).toBe('5000');
  });

  test('"Flere filtre" without choices opens the search with the filters shown', async ({ page }) => {
    await page.goto('/');
    await expect(quickSearch(page).getByRole('link', { name: 'Flere filtre' })).toHaveAttribute(
      'href',
      '/listings?showFilters=true',
    );
  });

  test('popular categories: five tiles on wide screens, four on phones; a tile searches with only its filter', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Populære kategorier' });
    const tiles = section.getByRole('link');
    await expect(tiles).toHaveCount(isWide(page) ? 5 : 4);

    const expected = [
      ['Elbiler', '/listings?fuel_type=electric'],
      ['Billige biler', '/listings?price_max=1999&sort=effective_asc'],
      ['Familiebiler', '/listings?body_type=suv'],
      ['Bybiler', '/listings?body_type=mikro'],
      ['Automatgear', '/listings?transmission=automatic'],
    ] as const;
    for (const [name, href] of expected.slice(0, isWide(page) ? 5 : 4)) {
      await expect(section.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(section.getByRole('link', { name: /^Billige biler/ })).toContainText(
      'Månedsydelse under 2.000 kr.',
    );

    await section.getByRole('link', { name: /^Elbiler/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/listings');
    expect([...new URL(page.url()).searchParams.entries()]).toEqual([['fuel_type', 'electric']]);
  });

  test('best deals: one card per make and model, best first, scrollable by keyboard', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Bedste tilbud lige nu' });
    const cards = carousel.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/\d{1,3}(\.\d{3})* kr\.\/md\./);

    const names = await cards.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThanOrEqual(8);
    expect(new Set(names.map((name) => name.trim().toLowerCase())).size).toBe(names.length);

    // The first card is the best-scored listing of the catalogue.
    const best = (await (await page.request.get('/api/listings?limit=10')).json()) as ListingsPage;
    const first = best.items[0];
    expect(names[0]?.trim()).toBe(`${first?.make} ${first?.model}`);

    await expect(page.getByRole('link', { name: 'Se alle biler' })).toHaveAttribute('href', '/listings');

    // Keyboard: the scroller takes focus and the arrow keys move it.
    const scrollLeft = () => carousel.evaluate((element) => element.scrollLeft);
    await carousel.focus();
    await expect(carousel).toBeFocused();
    // One step at a time: a key press during a smooth scroll is swallowed by the snap.
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBe(0);

    if (isWide(page)) {
      const previous = page.getByRole('button', { name: 'Forrige tilbud' });
      const next = page.getByRole('button', { name: 'Næste tilbud' });
      await expect(previous).toBeDisabled();
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(scrollLeft).toBeGreaterThan(0);
      await expect(previous).toBeEnabled();
    } else {
      await expect(page.getByRole('button', { name: 'Næste tilbud' })).toBeHidden();
    }
  });

  test('home passes the accessibility check', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Bedste tilbud lige nu' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(quickSearch(page).getByRole('button', { name: /^Vis [\d.]+ tilbud$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown address shows the not-found page with a way home', async ({ page, consoleErrors }) => {
    await page.goto('/findes-ikke');

    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Siden blev ikke fundet')).toBeVisible();

    await page.getByRole('link', { name: 'Gå til forsiden' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find den bedste privatleasing');
    // Chrome logs the document's 404 status as a console error; that one is expected.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('404')));
  });
});
