import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** A 64×32 teal PNG: a real image for the logo upload. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAYAAACinX6EAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbElEQVRogeXOIQEAIBAAsWvwTZHU52NMIObX3PN+lg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5oC6XkkOLqaTN8AAAAAElFTkSuQmCC',
  'base64',
);
/** Types into the debounced search box and waits until the search is in the URL (it then loads). */
async function searchSellers(page: Page, text: string) {
  await page.getByLabel('Søg i sælgere').fill(text);
  await expect
    .poll(() => new URL(page.url()).searchParams.get('search')?.replace(/^"(.*)"$/, '$1'))
    .toBe(text);
}

/** A demo seller with listings (src/db/seed/seller-data.ts). */
const DEMO_SELLER = 'Nordisk Bilhus';

test('an admin creates, finds, edits and deletes a seller; a seller with listings is not deleted', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const name = `Testbilhuset ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'Sælgere' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Rediger ${DEMO_SELLER}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Create, with a price-list link that is first wrong and then right, and a logo.
  await page.getByRole('link', { name: 'Tilføj sælger' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tilføj ny sælger' })).toBeVisible();
  await page.getByLabel('Navn *').fill(name);
  await page.getByLabel('Virksomhed').fill(`${name} ApS`);
  await page.getByLabel('E-mail', { exact: true }).fill('salg@testbilhuset');
  await page.getByLabel('Telefon').fill('+45 70 20 30 40');
  await page.getByLabel('Adresse', { exact: true }).fill('Testvej 1\n8000 Aarhus C');
  await page.getByRole('button', { name: 'Tilføj prisliste' }).click();
  await page.getByLabel('Navn på prisliste 1').fill('Privatleasing');
  await page.getByLabel('Link til prisliste 1').fill('http://testbilhuset.dk/prisliste.pdf');
  await page.getByRole('button', { name: 'Tilføj prisliste' }).click();
  await page.getByLabel('Navn på prisliste 2').fill('Elbiler');
  await page.getByLabel('Link til prisliste 2').fill('https://testbilhuset.dk/elbiler.pdf');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('img', { name: `Logo for ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Opret sælger' }).click();
  await expect(page.getByText('Ret de markerede felter, før du gemmer.')).toBeVisible();
  await expect(page.getByText('Ugyldig e-mail adresse')).toBeVisible();
  await expect(page.getByText('Ugyldig URL – brug et https-link')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('E-mail', { exact: true }).fill('salg@testbilhuset.dk');
  await page.getByLabel('Link til prisliste 1').fill('https://testbilhuset.dk/prisliste.pdf');
  await page.getByRole('button', { name: 'Opret sælger' }).click();
  await expect(page.getByText(`${name} er oprettet`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sellers$/);

  // Find it by a search on the server (the URL keeps the search).
  await page.getByLabel('Søg i sælgere').fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: `Rediger ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Rediger ${DEMO_SELLER}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Søg i sælgere')).toHaveValue(name);
  await expect(page.getByRole('link', { name: `Rediger ${name}` })).toBeVisible();

  // Edit: the price lists and logo are there; change the phone number.
  await page.getByRole('link', { name: `Rediger ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rediger sælger' })).toBeVisible();
  await expect(page.getByLabel('Link til prisliste 1')).toHaveValue('https://testbilhuset.dk/prisliste.pdf');
  await expect(page.getByLabel('Navn på prisliste 2')).toHaveValue('Elbiler');
  await expect(page.getByRole('img', { name: `Logo for ${name}` })).toBeVisible();
  await page.getByLabel('Telefon').fill('+45 70 99 88 77');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText(`Ændringerne til ${name} er gemt`)).toBeVisible();
  await searchSellers(page, '70998877');
  await expect(page.getByRole('link', { name: `Rediger ${name}` })).toBeVisible();

  // A seller with listings: the server refuses, and the dialog says why.
  await searchSellers(page, DEMO_SELLER);
  await page.getByRole('button', { name: `Slet ${DEMO_SELLER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Slet sælger' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Slet sælger' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Kan ikke slette sælger med eksisterende annoncer');
  await expect(page.getByRole('link', { name: `Rediger ${DEMO_SELLER}` })).toBeVisible();
  // The refused request (409) and the 'Mutation failed' log are expected here.
  expect(consoleErrors.some((text) => text.includes('Mutation failed'))).toBe(true);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((t) => !/Mutation failed|status of 409/.test(t)),
  );
  await dialog.getByRole('button', { name: 'Annuller' }).click();
  await expect(dialog).toBeHidden();

  // The new seller has no listings: it goes.
  await searchSellers(page, name);
  await page.getByRole('button', { name: `Slet ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Slet sælger' })
    .getByRole('button', { name: 'Slet sælger' })
    .click();
  await expect(page.getByText('Sælgeren er slettet')).toBeVisible();
  await expect(page.getByText(/Ingen sælgere matcher/)).toBeVisible();
});

test("a seller's listings page shows its figures, filters on the server and exports JSON", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/sellers');
  await searchSellers(page, DEMO_SELLER);
  await page.getByRole('link', { name: `Se annoncer fra ${DEMO_SELLER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Annoncer fra ${DEMO_SELLER}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sellers\/listings\?seller=/);
  const total = page.getByText('Annoncer i alt').locator('..').locator('dd');
  await expect(total).toHaveText(/^\d+$/);
  expect(Number(await total.textContent())).toBeGreaterThan(0);
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Status').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByRole('table').getByText('Afventer')).toHaveCount(0);
  await expect(
    page.getByRole('table').getByText('Aktiv', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Eksportér JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Nordisk_Bilhus_export_.+\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as {
    seller: { name: string };
    cars: { make: string; offers: number[][] }[];
  };
  expect(exported.seller.name).toBe(DEMO_SELLER);
  expect(exported.cars.length).toBe(Number(await total.textContent()));
  expect(exported.cars[0]?.offers[0]).toHaveLength(5);
});
