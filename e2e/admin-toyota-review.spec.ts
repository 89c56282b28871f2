import { toyotaPriceList, toyotaSections } from '../tests/price-lists/toyota-price-list';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { writeTempPdf } from './temp-pdf';

/** /admin/toyota-pdf: Toyota Danmark's list read straight from the PDF, its variants counted, a review made of it. */
test('an admin reads a Toyota price list, sees its variants and turns it into a review @desktop-only', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(60_000);
  const pdfPath = await writeTempPdf(`toyota-${testInfo.project.name}.pdf`, (await toyotaPriceList()).bytes);
  const trims = toyotaSections.flatMap((section) => section.trims);
  // The list's powertrains: plug-in hybrids count as hybrids.
  const count = (fuel: RegExp) => trims.filter((trim) => fuel.test(trim.expected.fuel_type ?? '')).length;
  await signInAsAdmin(page);

  await page.goto('/admin/toyota-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota-prisliste' })).toBeVisible();
  // Not a PDF: named at once, nothing sent.
  await page.getByLabel('Prisliste (PDF)').setInputFiles({
    name: 'prisliste.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByText('prisliste.pdf er ikke en PDF-fil.')).toBeVisible();

  await page.getByLabel('Prisliste (PDF)').setInputFiles(pdfPath);
  await page.getByRole('button', { name: 'Læs prislisten' }).click();
  const counts = page.getByRole('region', { name: 'Optælling' });
  await expect(counts.getByText('Varianter')).toBeVisible({ timeout: 20_000 });
  const figure = (label: string) =>
    counts.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Varianter').locator('dd')).toHaveText(String(trims.length));
  await expect(figure('El').locator('dd')).toHaveText(String(count(/^Electric$/)));
  await expect(figure('Hybrid').locator('dd')).toHaveText(String(count(/^(Hybrid|Plug-in)/)));
  await expect(figure('Benzin').locator('dd')).toHaveText(String(count(/^Petrol$/)));
  await expect(figure('Dubletter').locator('dd')).toHaveText('0');
  const table = page.getByRole('table', { name: 'Varianter i prislisten' });
  await expect(table.locator('tbody tr')).toHaveCount(trims.length);
  await expect(table.getByText('2.299 kr./md.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download JSON' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The one Toyota dealer of the demo data is preselected.
  await expect(page.getByLabel('Sælger', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Opret gennemgang' }).click();
  await expect(page).toHaveURL(/\/admin\/batches\/[0-9a-f-]{36}\/review/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Gennemgang af ændringer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Om batchen' })).toContainText('Toyota-prisliste');
  expect(consoleErrors).toEqual([]);
});
