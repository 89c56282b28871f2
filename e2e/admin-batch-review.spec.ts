import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleTableCars, simpleTablePriceList } from '../tests/price-lists/simple-table';
import { toyotaPriceList, toyotaSections } from '../tests/price-lists/toyota-price-list';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** A generated price list in a temp folder of its own (the test output folder may be emptied by other runs). */
async function writeTempPdf(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'leasingmatch-e2e-')), name);
  await writeFile(path, bytes);
  return path;
}

/**
 * Issue 6's journey: a price list uploaded on /admin/extraction, followed to its end, reviewed, the
 * new cars approved and applied in one go, found as pending listings, one activated and seen on the
 * public site. A seller of its own per run, so every car is new and nothing else can be withdrawn.
 */
test('an admin turns an uploaded price list into pending listings and puts one on the public site', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sellerName = `Prislistehuset ${tag}`;
  const pdfPath = await writeTempPdf(`skoda-${tag}.pdf`, (await simpleTablePriceList()).bytes);
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/sellers', { data: { name: sellerName } });
  expect(created.status()).toBe(201);
  const sellerId = ((await created.json()) as { id: string }).id;

  // Upload and follow the run.
  await page.goto('/admin/extraction');
  await page.getByLabel('Sælger', { exact: true }).selectOption({ label: sellerName });
  await page.getByLabel('PDF-filer').setInputFiles(pdfPath);
  await page.getByRole('button', { name: 'Start udtrækning' }).click();
  await expect(page).toHaveURL(/\/admin\/extraction-sessions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Gennemført').first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Gennemgå ændringer' }).first().click();

  // The review: four new cars, nothing to withdraw; the type filter lives in the URL.
  await expect(page).toHaveURL(/\/admin\/batches\/[0-9a-f-]{36}\/review/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gennemgang af ændringer' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Ændringer pr. type' });
  await expect(cards.getByRole('button', { name: /^Ny 4/ })).toBeVisible();
  await expect(cards.getByRole('button', { name: /^Tilbagetræk 0/ })).toBeVisible();
  await cards.getByRole('button', { name: /^Ny 4/ }).click();
  await expect(page).toHaveURL(/type=create/);
  await expect(page.getByTestId('import-change')).toHaveCount(simpleTableCars.length);
  await page.getByRole('button', { name: /Vis detaljer for Skoda Octavia Combi/ }).click();
  await expect(page.getByText('3.295 kr./md. · 15.000 km/år · 48 mdr. · udbetaling 9.995 kr.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anvend godkendte (0)' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Approve all new cars, then apply them in one go.
  await page.getByRole('button', { name: 'Godkend alle nye (4)' }).click();
  await expect(page.getByText('4 ændringer godkendt')).toBeVisible();
  await page.getByRole('button', { name: 'Anvend godkendte (4)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Anvend godkendte ændringer?' });
  await expect(confirm.getByText('4 nye annoncer oprettes som afventende', { exact: false })).toBeVisible();
  await expect(confirm.getByText('0 annoncer trækkes tilbage', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Anvend 4 ændringer' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Ændringerne er anvendt' });
  await expect(result).toContainText('4 nye annoncer (afventer), 0 opdateret, 0 trukket tilbage');
  await expect(page.getByRole('button', { name: /Anvend godkendte/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Åbn annoncen' })).toHaveCount(4);

  // The admin list has them as pending.
  await page.goto(`/admin/listings?seller_id=${sellerId}`);
  const rows = page.getByRole('table', { name: 'Annoncer' }).locator('tbody tr');
  await expect(rows).toHaveCount(simpleTableCars.length);
  await expect(rows.filter({ hasText: 'Afventer' })).toHaveCount(simpleTableCars.length);

  // Activate the Fabia (a price list has no body type or retail price; the admin adds them).
  await page.getByRole('link', { name: 'Skoda Fabia', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/listings\/edit\/[0-9a-f-]{36}$/);
  const listingId = page.url().split('/').at(-1) as string;
  await page.getByLabel('Biltype *').selectOption('Hatchback');
  await page.getByLabel('Vejledende pris (kr.)').fill('189.995');
  await page.getByLabel('Status', { exact: true }).selectOption('active');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText('Annoncen er gemt', { exact: true })).toBeVisible();

  // And the public site shows it with its price-list price.
  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Skoda Fabia');
  await expect(page.getByText('2.295 kr./md.').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an admin reads a Toyota price list, sees its variants and turns it into a review', async ({
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
