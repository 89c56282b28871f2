import { writeFile } from 'node:fs/promises';
import { simpleTableCars, simpleTablePriceList } from '../tests/price-lists/simple-table';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** A demo seller (src/db/seed/seller-data.ts). */
const SELLER = 'Nordisk Bilhus';

test('an admin uploads a price list, follows the run to its cars and finds it in the list with its duration', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const fileName = `skoda-${testInfo.project.name}-${Date.now().toString(36)}.pdf`;
  const pdfPath = testInfo.outputPath(fileName);
  await writeFile(pdfPath, (await simpleTablePriceList()).bytes);

  await signInAsAdmin(page);
  await page.goto('/admin/extraction');
  await expect(page.getByRole('heading', { level: 1, name: 'Import af prislister' })).toBeVisible();
  await page.getByLabel('Sælger', { exact: true }).selectOption({ label: SELLER });

  // Nothing chosen yet, then a file that is not a PDF: Danish errors, nothing sent.
  await page.getByRole('button', { name: 'Start udtrækning' }).click();
  await expect(page.getByText('Vælg mindst én PDF-fil')).toBeVisible();
  await page.getByLabel('PDF-filer').setInputFiles({
    name: 'prisliste.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('PK\u0003\u0004 not a pdf at all'),
  });
  await expect(page.getByText('prisliste.pdf er ikke en PDF-fil.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Valgte PDF-filer' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The real price list; the extractor explains itself.
  await page.getByLabel('PDF-filer').setInputFiles(pdfPath);
  await expect(page.getByRole('list', { name: 'Valgte PDF-filer' }).getByText(fileName)).toBeVisible();
  await expect(page.getByText('prisliste.pdf er ikke en PDF-fil.')).toHaveCount(0);
  await expect(page.getByLabel('Udtræksmetode')).toHaveValue('auto');
  await expect(page.getByText(/Vælger selv: Toyotas prisliste/)).toBeVisible();
  await page.getByRole('button', { name: 'Start udtrækning' }).click();

  // The session page follows the run to the end.
  await expect(page).toHaveURL(/\/admin\/extraction-sessions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
  await expect(page.getByText('Gennemført').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { name: `Fundne biler (${simpleTableCars.length})` })).toBeVisible();
  const cars = page.getByRole('table', { name: 'Fundne biler' });
  for (const car of simpleTableCars) {
    await expect(cars.getByText(`${car.make} ${car.model}`, { exact: true })).toBeVisible();
  }
  await page
    .getByRole('button', { name: 'Vis tilbud for Skoda Octavia Combi 1.5 e-TSI mild hybrid Selection DSG' })
    .click();
  const offers = page.getByRole('table', { name: /Tilbud for Skoda Octavia Combi/ });
  await expect(offers.getByRole('row')).toHaveCount(4);
  await expect(offers.getByText('3.295 kr./md.')).toBeVisible();
  await expect(page.getByRole('log', { name: 'Log' })).not.toBeEmpty();
  await expect(page.getByRole('link', { name: `Hent ${fileName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gennemgå ændringer' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The list finds it by its name, with a real duration.
  await page.getByRole('link', { name: 'Tilbage til udtrækninger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Udtrækninger' })).toBeVisible();
  await page.getByLabel('Søg i udtrækninger').fill(fileName);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: fileName }) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Gennemført')).toBeVisible();
  const offerCount = simpleTableCars.reduce((sum, car) => sum + car.offers.length, 0);
  await expect(
    row.getByText(`${simpleTableCars.length} biler · ${offerCount} tilbud`).filter({ visible: true }),
  ).toBeVisible();
  await expect(row.getByText(/^\d+(,\d)? s$|^\d+ min \d\d s$/).filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});
