import { expect, test } from '@playwright/test';

type ListingsPage = { total: number; items: unknown[] };

const danishMonthlyPrice = /\d{1,3}(\.\d{3})* kr\.\/md\./;

test('a visitor sees the brand, the live offer count and the best offers', async ({ page }, testInfo) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto('/');

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Leasingmatch', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find den bedste privatleasing');

  const apiResponse = await page.request.get('/api/listings');
  expect(apiResponse.ok()).toBe(true);
  const { total } = (await apiResponse.json()) as ListingsPage;
  expect(total).toBeGreaterThan(0);

  const danishTotal = new Intl.NumberFormat('da-DK').format(total);
  await expect(page.getByText(`${danishTotal} tilbud`, { exact: true })).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await expect(cards.first()).toContainText(danishMonthlyPrice);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Om os' })).toHaveAttribute('href', '/om-os');
  await expect(footer.getByRole('link', { name: 'Cookie- og privatlivspolitik' })).toHaveAttribute(
    'href',
    '/cookie-og-privatlivspolitik',
  );
  await expect(footer.getByRole('link', { name: 'Hvorfor privatleasing' })).toHaveAttribute(
    'href',
    '/hvorfor-privatleasing',
  );
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Leasingmatch. Alle rettigheder forbeholdes.`,
  );

  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `.tmp/screenshots/home-${testInfo.project.name}.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/findes-ikke');

  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Siden blev ikke fundet')).toBeVisible();

  await page.getByRole('link', { name: 'Gå til forsiden' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find den bedste privatleasing');
});
