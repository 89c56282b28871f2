import { simpleTableCars, simpleTablePriceList } from '../tests/price-lists/simple-table';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { writeTempPdf } from './temp-pdf';

/**
 * Issue 6's journey: a price list uploaded on /admin/extraction, followed to its end, reviewed, the
 * new cars approved and applied in one go, found as pending listings, one activated and seen on the
 * public site. A seller of its own per run, so every car is new and nothing else can be withdrawn.
 */
test('an admin turns an uploaded price list into pending listings and puts one on the public site @desktop-only', async ({
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
  // The compact table beside the cards: one row per change, the view in the URL.
  await page.getByRole('button', { name: 'Tabel', exact: true }).click();
  await expect(page).toHaveURL(/view=table/);
  const changeTable = page.getByRole('table', { name: 'Ændringer' });
  await expect(changeTable.locator('tbody tr')).toHaveCount(simpleTableCars.length);
  await expect(changeTable.getByRole('row', { name: /Skoda Octavia Combi/ })).toContainText('Ny');
  await page.getByRole('button', { name: 'Kort', exact: true }).click();
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

  // The audit log reads the apply as one entry in Danish, named by the seller; it opens to the four cars.
  await page.goto('/admin/audit-log?entity=import_batch');
  await expect(page.getByLabel('Type')).toHaveValue('import_batch');
  await expect(page.getByLabel('Type').locator('option:checked')).toHaveText('Prisliste');
  const applied = page.getByRole('row').filter({ hasText: sellerName }).filter({ hasText: 'Importeret' });
  await expect(applied).toHaveCount(1);
  await expect(page.getByText('import_batch', { exact: true })).toHaveCount(0);
  const openSteps = applied.getByRole('button', { name: '4 annoncer ændret' });
  await openSteps.click();
  await expect(openSteps).toHaveAttribute('aria-expanded', 'true');
  const steps = page.locator(`[id="${await openSteps.getAttribute('aria-controls')}"]`);
  await expect(steps.getByRole('listitem')).toHaveCount(simpleTableCars.length);
  await expect(steps.getByRole('link', { name: /^Skoda Fabia/ })).toBeVisible();
  await expect(steps.getByText('Oprettet')).toHaveCount(simpleTableCars.length);
  expect(consoleErrors).toEqual([]);
});

/**
 * Issue 16, "never corrupt silently": a pasted price list names a manual and an automatic trim of the
 * same name and states two monthly prices for one of the manual's offers. The session page shows where
 * each car was read; the review keeps the trims apart, shows both prices and blocks the manual car until
 * the admin picks one; the automatic, whose stated total does not add up, "Kræver kontrol" (issue 25)
 * until the admin has looked at it with "Ret bil"; then both are approved and applied.
 */
test('an admin sees where each car was read and chooses between two prices before approving', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sellerName = `Dobbeltpris ${tag}`;
  const row = (...cells: string[]) => cells.join('\t');
  const priceList = [
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
      'Totalpris',
    ),
    row('Skoda', 'Fabia', '1.0 TSI Style', '95', 'Benzin', 'Manuel', '15.000', '36', '0', '2.999', '107.964'),
    row('Skoda', 'Fabia', '1.0 TSI Style', '95', 'Benzin', 'Manuel', '15.000', '36', '0', '3.049', '109.764'),
    row('Skoda', 'Fabia', '1.0 TSI Style', '95', 'Benzin', 'Manuel', '20.000', '36', '0', '3.199', '115.164'),
    row(
      'Skoda',
      'Fabia',
      '1.0 TSI Style',
      '110',
      'Benzin',
      'Automatisk',
      '15.000',
      '36',
      '0',
      '3.399',
      '122.364',
    ),
    // A stated total that does not add up (36 × 3.599 = 129.564): kept, and shown beside the sum.
    row(
      'Skoda',
      'Fabia',
      '1.0 TSI Style',
      '110',
      'Benzin',
      'Automatisk',
      '20.000',
      '36',
      '0',
      '3.599',
      '125.000',
    ),
    'Alle priser er inkl. moms og levering.',
    'Tilbuddet gælder til 31.12.2026',
    'Gebyr ved tilbagelevering 1.995 kr.',
  ].join('\n');
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/sellers', { data: { name: sellerName } });
  expect(created.status()).toBe(201);

  await page.goto('/admin/extraction');
  await page.getByLabel('Sælger', { exact: true }).selectOption({ label: sellerName });
  await page.getByRole('tab', { name: 'Indsæt tekst' }).click();
  await page.getByLabel('Prislistens tekst').fill(priceList);
  await page.getByRole('button', { name: 'Start udtrækning' }).click();
  await expect(page).toHaveURL(/\/admin\/extraction-sessions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Gennemført').first()).toBeVisible({ timeout: 45_000 });

  // The result list says where each car was read, not only the log.
  const cars = page.getByRole('table', { name: 'Fundne biler' });
  await expect(cars.getByText(/Kilde: Side 1, linje \d/)).toHaveCount(2);
  await page.getByRole('button', { name: 'Gennemgå ændringer' }).first().click();

  // Two cars, not one; the manual one is blocked and shows both prices.
  await expect(page).toHaveURL(/\/admin\/batches\/[0-9a-f-]{36}\/review/);
  await expect(page.getByTestId('import-change')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Blokerede biler' })).toContainText('2 biler er blokeret');
  const blocked = page.getByTestId('import-change').filter({ has: page.getByTestId('price-conflict') });
  await expect(blocked).toHaveCount(1);
  await expect(blocked).toContainText(
    'Prislisten angiver to priser for 15.000 km/år, 36 mdr., 0 kr. i udbetaling: 2.999 kr./md. og 3.049 kr./md. Vælg den rigtige.',
  );
  await expect(blocked.getByText(/Kilde: Side 1, linje \d/)).toBeVisible();
  await expect(blocked.getByRole('button', { name: /^Godkend/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Godkend alle nye/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The admin picks the right price; the car is no longer blocked.
  await blocked.getByRole('radio', { name: '3.049 kr./md.' }).check();
  await expect(blocked).toContainText('Valgt: 3.049 kr./md.');
  await expect(blocked.getByRole('radio', { name: '3.049 kr./md.' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Blokerede biler' })).toContainText('1 bil er blokeret');
  await expect(page.getByRole('button', { name: 'Godkend alle nye (1)' })).toBeVisible();
  await blocked.getByRole('button', { name: 'Vis detaljer' }).click();
  await expect(blocked.getByText('3.049 kr./md. · 15.000 km/år · 36 mdr. · udbetaling 0 kr.')).toBeVisible();
  await expect(blocked.getByText('2.999 kr./md. · 15.000 km/år', { exact: false })).toHaveCount(0);

  // What the list states beside its prices: the chosen offer's stated total, and the list's conditions.
  await expect(blocked.getByText('Totalpris 109.764 kr.', { exact: true })).toBeVisible();
  const conditions = blocked.getByTestId('stated-conditions');
  await expect(conditions).toContainText('Gælder til: 31. dec. 2026');
  await expect(conditions).toContainText('Inkl.: moms, levering');
  await expect(conditions).toContainText('Gebyr ved tilbagelevering: 1.995 kr.');
  // The automatic's contradicting total shows both numbers, and its note says so.
  const automatic = page.getByTestId('import-change').filter({ hasNot: page.getByTestId('price-conflict') });
  await automatic.getByRole('button', { name: 'Vis detaljer' }).click();
  await expect(
    automatic.getByText('Totalpris ifølge listen 125.000 kr. (udregnet 129.564 kr.)'),
  ).toBeVisible();
  await expect(automatic).toContainText('Totalprisen 125.000 kr. passer ikke med');
  await expect(automatic.getByTestId('stated-conditions')).toContainText('Gælder til: 31. dec. 2026');
  await page.screenshot({ path: testInfo.outputPath('review-stated-conditions.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The automatic is held until the admin has looked at it; "Ret bil" keeps the list's totals.
  await expect(automatic.getByTestId('needs-review')).toContainText('Total stemmer ikke');
  await automatic.getByRole('button', { name: /^Ret / }).click();
  await page.getByRole('dialog', { name: 'Ret bil' }).getByRole('button', { name: 'Gem rettelser' }).click();
  await expect(page.getByRole('region', { name: 'Blokerede biler' })).toHaveCount(0);

  // Now approval works, and apply creates both trims.
  await page.getByRole('button', { name: 'Godkend alle nye (2)' }).click();
  await expect(page.getByText('2 ændringer godkendt')).toBeVisible();
  await page.getByRole('button', { name: 'Anvend godkendte (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Anvend godkendte ændringer?' })
    .getByRole('button', { name: 'Anvend 2 ændringer' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Ændringerne er anvendt' })).toContainText(
    '2 nye annoncer (afventer), 0 opdateret, 0 trukket tilbage',
  );

  // The listing keeps what the list said; its form shows it read-only.
  await automatic.getByRole('link', { name: 'Åbn annoncen' }).click();
  await expect(page).toHaveURL(/\/admin\/listings\/edit\/[0-9a-f-]{36}$/);
  const statements = page.getByRole('region', { name: 'Prislistens oplysninger' });
  await expect(statements).toContainText('Gælder til31. dec. 2026');
  await expect(statements).toContainText('Inkl.moms, levering');
  await expect(statements).toContainText('Totalpris ifølge listen 125.000 kr. (udregnet 129.564 kr.)');
  expect(consoleErrors).toEqual([]);
});
