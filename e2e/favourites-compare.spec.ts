import type { CompareAnswer } from '../src/domain/compare/compare-types';
import { expect, test } from './fixtures';

// Issue 30: a visitor saves two cars, compares them with a third and changes the configuration.
test.describe('Gemte biler and Sammenlign (issue 30)', () => {
  test('save two cars, compare them with a third, change the configuration', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/listings');
    const hearts = page.getByRole('main').getByRole('button', { name: /^Gem / });
    await expect(hearts.nth(2)).toBeVisible();
    const names: string[] = [];
    for (const index of [0, 1]) {
      const heart = hearts.nth(index);
      names.push(((await heart.getAttribute('aria-label')) ?? '').replace(/^Gem /, ''));
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByText('Bilen er gemt').first()).toBeVisible();
    // The third car: the card after the two saved ones; the visitor opens it.
    const thirdHeartName = (await hearts.nth(2).getAttribute('aria-label')) ?? '';
    const thirdCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: thirdHeartName }) });
    const thirdHref = (await thirdCard.getByRole('link').first().getAttribute('href')) ?? '';
    expect(thirdHref).toMatch(/^\/listing\//);

    // The list survives a reload (the browser keeps it) and the header counts it.
    await page.reload();
    await page.getByRole('link', { name: 'Gemte biler (2)' }).click();
    await expect(page).toHaveURL(/\/gemte-biler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gemte biler' })).toBeVisible();
    for (const name of names) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByText('Samme pris som da du gemte den').first()).toBeVisible();
      await page.getByRole('checkbox', { name: `Sammenlign ${name}` }).check();
    }
    await expect(page.getByRole('link', { name: 'Sammenlign (2)' })).toBeVisible();
    // Opened directly (a bookmark) it is a page of its own, kept out of search engines.
    const direct = await page.request.get('/gemte-biler');
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain('<meta name="robots" content="noindex"');

    // The third car joins the comparison from its own page.
    await page.goto(thirdHref);
    const addToCompare = page.getByRole('button', { name: 'Tilføj til sammenligning' }).first();
    await addToCompare.click();
    await expect(page.getByRole('button', { name: 'Fjern fra sammenligning' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('link', { name: 'Sammenlign (3)' }).first().click();

    await expect(page).toHaveURL(/\/sammenlign\?ids=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sammenlign biler' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Sammenligning' });
    await expect(table.getByRole('button', { name: /^Fjern .* fra sammenligningen$/ })).toHaveCount(3);
    const ids = new URL(page.url()).searchParams.get('ids')?.split(',') ?? [];
    expect(ids).toHaveLength(3);

    // Another yearly mileage: the URL carries it and the monthly prices are the API's at it.
    const kmSelect = page.getByLabel('Årligt km-forbrug', { exact: true });
    const choice = await kmSelect
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
      );
    const km = choice.at(-1) ?? '';
    expect(km).not.toBe('');
    await kmSelect.selectOption(km);
    await expect(page).toHaveURL(new RegExp(`[?&]km=${km}`));
    // The page asks the API with its URL's query: the prices shown must be the API's.
    const answer = (await (
      await page.request.get(`/api/compare${new URL(page.url()).search}`)
    ).json()) as CompareAnswer;
    expect(answer.config.km).toBe(Number(km));
    const monthlyRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Månedlig ydelse' }) });
    for (const car of answer.cars) {
      if (car.status !== 'available') continue;
      const kr = car.offer.monthly_price.toLocaleString('da-DK');
      await expect(monthlyRow).toContainText(kr);
    }

    // "Vis kun forskelle" hides rows where every car is the same.
    const rowsBefore = await table.getByRole('rowheader').count();
    await page.getByRole('button', { name: 'Vis kun forskelle' }).click();
    await expect(page.getByRole('button', { name: 'Vis kun forskelle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await table.getByRole('rowheader').count()).toBeLessThanOrEqual(rowsBefore);

    // Removing a car rewrites the URL.
    await table
      .getByRole('button', { name: /^Fjern .* fra sammenligningen$/ })
      .first()
      .click();
    await expect(table.getByRole('button', { name: /^Fjern .* fra sammenligningen$/ })).toHaveCount(2);
    expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(2);
    expect(consoleErrors).toEqual([]);
  });
});
