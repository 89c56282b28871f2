import type { Page } from '@playwright/test';
import { importPriceListByApi } from './admin-import';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 16 item 7, "imports arrive ready": a price list is imported (through the API; the import screens
 * have their own tests), the admin selects two of the new pending listings in the list, sets their body
 * type and retail price and activates them in one action; the third is activated without a retail price
 * and is public without a LeaseScore, the list and its page saying why (issue 25). A seller and variant names of their own per run, so remembered facts of other runs never apply.
 */

const row = (...cells: string[]) => cells.join('\t');

async function importPriceList(page: Page, sellerName: string, text: string): Promise<string> {
  const { sellerId, changeTypes } = await importPriceListByApi(page, sellerName, text);
  expect(changeTypes).toEqual(['create', 'create', 'create']);
  return sellerId;
}

test('an admin sets body type and retail price on two imported listings and activates them; a third goes live without a retail price, unscored @desktop-only', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const fabia = `1.0 TSI Style Klar ${tag}`;
  const kamiq = `1.5 TSI Sportline Klar ${tag}`;
  const octavia = `2.0 TDI Ambition Klar ${tag}`;
  await signInAsAdmin(page);
  const sellerId = await importPriceList(
    page,
    `Klar-til-salg ${tag}`,
    [
      'Skoda privatleasing',
      row(
        'Mærke',
        'Model',
        'Variant',
        'HK',
        'Brændstof',
        'Gear',
        'Km/år',
        'Løbetid',
        'Udbetaling',
        'Månedlig ydelse',
      ),
      row('Skoda', 'Fabia', fabia, '95', 'Benzin', 'Manuel', '15.000', '36', '0', '2.999'),
      row('Skoda', 'Kamiq', kamiq, '150', 'Benzin', 'Automatisk', '15.000', '36', '0', '3.499'),
      row('Skoda', 'Octavia', octavia, '150', 'Diesel', 'Automatisk', '15.000', '36', '0', '3.899'),
    ].join('\n'),
  );

  await page.goto(`/admin/listings?seller_id=${sellerId}`);
  const table = page.getByRole('table', { name: 'Annoncer' });
  const rowOf = (variant: string) => table.getByRole('row', { name: new RegExp(variant) });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').filter({ hasText: 'Afventer' })).toHaveCount(3);

  // Two of them: body type, retail price and "Aktiv" in one action.
  await rowOf(fabia).getByRole('checkbox').check();
  await rowOf(kamiq).getByRole('checkbox').check();
  await expect(page.getByText('2 annoncer valgt')).toBeVisible();
  await page.getByRole('button', { name: 'Rediger valgte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger 2 annoncer' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Biltype').selectOption('SUV');
  await dialog.getByLabel('Vejledende pris (kr.)').fill('259.995');
  await dialog.getByLabel('Status').selectOption('active');
  await expect(dialog.getByText('bliver husket for bilernes varianter')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('bulk-edit-dialog.png') });
  await dialog.getByRole('button', { name: 'Gem for 2 annoncer' }).click();
  await expect(page.getByText('2 annoncer ændret · husket for 2 varianter')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  for (const variant of [fabia, kamiq]) {
    await expect(rowOf(variant).getByText('Aktiv', { exact: true }).filter({ visible: true })).toBeVisible();
  }
  await expect(rowOf(octavia).getByText('Afventer').filter({ visible: true })).toBeVisible();

  // The listing form says what is remembered for the variant (the next import of it brings it).
  await rowOf(fabia).getByRole('link', { name: 'Skoda Fabia', exact: true }).click();
  await expect(page.getByText('Husket for varianten: 259.995 kr.', { exact: false })).toBeVisible();
  await expect(page.getByText('Husket for varianten: SUV')).toBeVisible();
  await page.goBack();

  // The third has no retail price: it goes live without a LeaseScore (issue 25), and the list says why.
  await rowOf(octavia).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Rediger valgte' }).click();
  const single = page.getByRole('dialog', { name: 'Rediger 1 annonce' });
  await single.getByLabel('Status').selectOption('active');
  await single.getByRole('button', { name: 'Gem for 1 annonce' }).click();
  await expect(page.getByText('1 annonce ændret')).toBeVisible();
  await expect(single).toHaveCount(0);
  await expect(rowOf(octavia).getByText('Aktiv', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(rowOf(octavia).getByText('Vejledende pris mangler').filter({ visible: true })).toBeVisible();
  await expect(rowOf(fabia).getByText('Vejledende pris mangler')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('bulk-edit-unscored.png') });

  // Public at once.
  await page.goto(`/listings?q=${encodeURIComponent(tag)}`);
  await expect(page.locator('article', { hasText: 'Fabia' })).toBeVisible();
  await expect(page.locator('article', { hasText: 'Kamiq' })).toBeVisible();
  const unscored = page.locator('article', { hasText: 'Octavia' });
  await expect(unscored).toBeVisible();
  await expect(unscored.getByText('Ingen score')).toBeVisible();
  await unscored.getByRole('link').first().click();
  await expect(
    page.getByText('LeaseScore kan ikke beregnes: bilens vejledende pris mangler').filter({ visible: true }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the bulk edit dialog at 1366×900 and 390×844', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/listings?status=pending');
    await page.getByLabel('Vælg alle annoncer på siden').check();
    await page.getByRole('button', { name: 'Rediger valgte' }).click();
    const dialog = page.getByRole('dialog', { name: /^Rediger \d+ annonce/ });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`bulk-edit-${width}x${height}.png`) });
    await dialog.getByRole('button', { name: 'Annuller' }).click();
  }
});
