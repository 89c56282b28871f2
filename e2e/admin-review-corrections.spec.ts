import type { Page } from '@playwright/test';
import { journeyCars, mergedAndMissedList, NEXT_LIST_RISE } from '../tests/price-lists/merged-and-missed';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { writeTempPdf } from './temp-pdf';

/**
 * Issue 25, "a review an admin can finish": a dealer's list whose Kamiq rows were printed as the Fabia
 * (the reader merges them), whose Enyaq block has no header row (the reader leaves it out) and which
 * names the Octavia Combi its own way. The admin splits the Fabia, adds the Enyaq, renames the Octavia
 * with "Ret bil" and applies; the dealer's next list (same layout, new prices) arrives already right,
 * the Octavia "Rettet som sidst". Desktop and phone. See tests/price-lists/merged-and-missed.ts.
 */

async function uploadAndReview(page: Page, sellerName: string, path: string) {
  await page.goto('/admin/extraction');
  await page.getByLabel('Sælger', { exact: true }).selectOption({ label: sellerName });
  await page.getByLabel('PDF-filer').setInputFiles(path);
  await page.getByRole('button', { name: 'Start udtrækning' }).click();
  await expect(page).toHaveURL(/\/admin\/extraction-sessions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Gennemført').first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Gennemgå ændringer' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gennemgang af ændringer' })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByTestId('import-change').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an admin splits a merged car, adds a missed one and renames one; the next list arrives right', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sellerName = `Skodahuset ${tag}`;
  const [firstList, nextList] = await Promise.all([
    mergedAndMissedList(1).then((bytes) => writeTempPdf(`skoda-maj-${tag}.pdf`, bytes)),
    mergedAndMissedList(2).then((bytes) => writeTempPdf(`skoda-juni-${tag}.pdf`, bytes)),
  ]);
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/sellers', { data: { name: sellerName } });
  expect(created.status()).toBe(201);

  // The first list: the Kamiq's offers sit on the Fabia, the Enyaq is missing, the Octavia is "Kombi".
  await uploadAndReview(page, sellerName, firstList);
  await expect(page.getByTestId('import-change')).toHaveCount(2);
  const fabia = card(page, 'Skoda Fabia 1.0 TSI Style');
  await fabia.getByRole('button', { name: /^Vis detaljer/ }).click();
  await expect(fabia.getByText(/2\.995 kr\.\/md\. · 15\.000 km\/år · 48 mdr\./)).toBeVisible();

  // "Hvorfor dette tilbud?": the Kamiq's offer sits on the Fabia because its row prints "Fabia".
  const why = fabia.getByTestId('offer-reasons').filter({ hasText: '2.995 kr./md.' });
  await why.getByText('Hvorfor dette tilbud?').click();
  const reason = (label: string) =>
    why.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(reason('Løbetid 48 mdr.')).toHaveText(
    /^Fra rækkens egen celle, side 1, linje \d+: »Fabia 1\.0 TSI Style 115 15\.000 48 mdr\./,
  );
  await expect(reason('Model Fabia')).toHaveText(
    /^Fra rækkens egen celle, side 1, linje \d+: »Fabia 1\.0 TSI/,
  );
  await expect(reason('Mærke Skoda')).toHaveText(
    /^Fra kataloget, der kender modellen, side 1, linje \d+: »Fabia«$/,
  );
  await why.screenshot({ path: testInfo.outputPath('why-this-offer.png') });

  // Del bil: the two 48-month offers are the Kamiq's.
  await fabia.getByRole('button', { name: 'Del Skoda Fabia 1.0 TSI Style' }).click();
  const split = page.getByRole('dialog', { name: 'Del bil' });
  const offers = split.getByRole('table', { name: 'Bilens tilbud' });
  await expect(offers.getByRole('row')).toHaveCount(5);
  for (const { monthly_price } of journeyCars.kamiq.offers) {
    await offers
      .getByRole('checkbox', { name: new RegExp(`Flyt ${monthly_price.toLocaleString('da-DK')}`) })
      .check();
  }
  await expect(split.getByLabel('Hestekræfter (hk)')).toHaveValue('115');
  await split.getByLabel('Model').fill('Kamiq');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('split-dialog.png') });
  await split.getByRole('button', { name: 'Del bil' }).click();
  await expect(page.getByText('Bilen er delt: Skoda Kamiq 1.0 TSI Style er en ny ændring')).toBeVisible();
  const kamiq = card(page, 'Skoda Kamiq 1.0 TSI Style');
  await expect(kamiq.getByText('Delt fra en anden bil')).toBeVisible();
  await expect(page.getByTestId('import-change')).toHaveCount(3);

  // Tilføj bil: the Enyaq the reader left out, with its two offers.
  await page.getByRole('button', { name: 'Tilføj bil' }).click();
  const add = page.getByRole('dialog', { name: 'Tilføj bil' });
  await add.getByRole('button', { name: 'Tilføj bil' }).click();
  await expect(add.getByText('Udfyld mærke')).toBeVisible();
  await add.getByLabel('Mærke').fill('Skoda');
  await add.getByLabel('Model').fill(journeyCars.enyaq.model);
  await add.getByLabel('Variant').fill(journeyCars.enyaq.variant);
  await add.getByLabel('Hestekræfter (hk)').fill('286');
  await add.getByLabel('Drivmiddel').selectOption('Electric');
  await add.getByLabel('Gear').selectOption('Automatic');
  await add.getByRole('button', { name: 'Tilføj tilbud' }).click();
  for (const [index, o] of journeyCars.enyaq.offers.entries()) {
    const row = `(tilbud ${index + 1})`;
    await add.getByLabel(`Kr./md. ${row}`).fill(o.monthly_price.toLocaleString('da-DK'));
    await add.getByLabel(`Km/år ${row}`).fill(o.mileage_per_year.toLocaleString('da-DK'));
    await add.getByLabel(`Udbetaling (kr.) ${row}`).fill(o.first_payment.toLocaleString('da-DK'));
  }
  await page.screenshot({ path: testInfo.outputPath('add-dialog.png') });
  await add.getByRole('button', { name: 'Tilføj bil' }).click();
  await expect(page.getByText('Skoda Enyaq 85 Selection 77 kWh er tilføjet')).toBeVisible();
  await expect(
    card(page, 'Skoda Enyaq 85 Selection 77 kWh').getByText('Tilføjet i gennemgangen'),
  ).toBeVisible();

  // Ret bil: the dealer's "Octavia Kombi" is the catalogue's Octavia Combi.
  await card(page, 'Skoda Octavia Kombi 1.5 e-TSI Selection DSG')
    .getByRole('button', { name: /^Ret / })
    .click();
  const edit = page.getByRole('dialog', { name: 'Ret bil' });
  await expect(edit.getByText(/huskes til sælgerens næste prisliste/)).toBeVisible();
  await edit.getByLabel('Model').fill(journeyCars.octavia.model);
  await edit.getByLabel('Variant').fill(journeyCars.octavia.variant);
  await edit.getByRole('button', { name: 'Gem rettelser' }).click();
  await expect(page.getByText('Rettelsen er gemt')).toBeVisible();

  // Four new cars, all approved and applied; the rename is remembered for the dealer.
  await page.getByRole('button', { name: 'Godkend alle nye (4)' }).click();
  await expect(page.getByText('4 ændringer godkendt')).toBeVisible();
  await page.getByRole('button', { name: 'Anvend godkendte (4)' }).click();
  await page
    .getByRole('dialog', { name: 'Anvend godkendte ændringer?' })
    .getByRole('button', { name: 'Anvend 4 ændringer' })
    .click();
  await expect(
    page.getByText(
      'Ændringerne er anvendt: 4 nye annoncer (afventer), 0 opdateret, 0 trukket tilbage · 1 rettelse huskes til sælgerens næste prisliste',
    ),
  ).toBeVisible();

  // The next list: every car is an update of its listing, the Octavia named as last time, nothing to fix.
  await uploadAndReview(page, sellerName, nextList);
  await expect(page.getByTestId('reading-summary')).toHaveText('4 af 4 biler læst');
  await expect(page.getByTestId('remembered-corrections')).toContainText(
    '1 rettelse huskes for denne sælger',
  );
  const cards = page.getByRole('region', { name: 'Ændringer pr. type' });
  await expect(cards.getByRole('button', { name: /^Opdatering 4/ })).toBeVisible();
  for (const type of ['Ny', 'Model mangler', 'Tilbagetræk']) {
    await expect(cards.getByRole('button', { name: new RegExp(`^${type} 0`) })).toBeVisible();
  }
  await expect(page.getByText('Kræver kontrol')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Blokerede biler' })).toHaveCount(0);
  const octavia = card(page, 'Skoda Octavia Combi 1.5 e-TSI Selection DSG');
  await octavia.getByText('Rettet som sidst').click();
  await expect(octavia.getByText('Læst som: Skoda Octavia Kombi 1.5 e-TSI Selection DSG')).toBeVisible();
  await octavia.getByRole('button', { name: /^Vis detaljer/ }).click();
  const newPrice = (journeyCars.octavia.offers[0].monthly_price + NEXT_LIST_RISE).toLocaleString('da-DK');
  await expect(octavia.getByText(`${newPrice} kr./md.`, { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('remembered-correction')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Godkend alle opdateringer (4)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await octavia.screenshot({ path: testInfo.outputPath('next-list-renamed-car.png') });
  expect(consoleErrors).toEqual([]);
});
