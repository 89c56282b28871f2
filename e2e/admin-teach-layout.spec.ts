import { writeFile } from 'node:fs/promises';
import type { LayoutTemplateVersionsResponse } from '../src/domain/ingestion/layout-template-api';
import { HEADING_MODEL_HEADERS, headingModelListPdf } from '../tests/layout-templates/heading-model-list';
import {
  firstListRows,
  secondListRows,
  UNKNOWN_HEADERS,
  unknownHeaderListPdf,
} from '../tests/layout-templates/unknown-header-list';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** What the admin says each header of the list means (labels of the teach screen's select). */
const MEANINGS: Record<string, string> = {
  Bil: 'Model',
  Udgave: 'Variant',
  Kræfter: 'Hestekræfter (hk)',
  Strækning: 'Km/år',
  Binding: 'Løbetid (mdr.)',
  Start: 'Udbetaling',
  'Pris hver måned': 'Månedlig ydelse',
};

/** The same for a list whose price columns' headers name their first payment (issue 25). */
const HEADING_LIST_MEANINGS: Record<string, string> = {
  Udgave: 'Variant',
  Kræfter: 'Hestekræfter (hk)',
  Strækning: 'Km/år',
  Binding: 'Løbetid (mdr.)',
  'Start 0 kr.': 'Ydelse ved udbetaling …',
  'Start 4.995 kr.': 'Ydelse ved udbetaling …',
};

test('an admin teaches a list the general reader cannot read, saves it for the seller, and the next list is read with it', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(210_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sellerName = `Leapmotor Lær ${tag}`;
  const firstPath = testInfo.outputPath(`maj-${tag}.pdf`);
  const secondPath = testInfo.outputPath(`juni-${tag}.pdf`);
  await writeFile(firstPath, await unknownHeaderListPdf(firstListRows, 'Kampagnepriser maj'));
  await writeFile(secondPath, await unknownHeaderListPdf(secondListRows, 'Kampagnepriser juni'));

  const phone = testInfo.project.name === 'phone';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });
  const noSidewaysScroll = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'the page scrolls sideways',
    ).toBe(true);
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/sellers', { data: { name: sellerName } });
  expect(created.status()).toBe(201);
  const sellerId = ((await created.json()) as { id: string }).id;

  const upload = async (path: string) => {
    await page.goto('/admin/extraction');
    await page.getByLabel('Sælger', { exact: true }).selectOption({ label: sellerName });
    await page.getByLabel('PDF-filer').setInputFiles(path);
    await page.getByRole('button', { name: 'Start udtrækning' }).click();
    await expect(page).toHaveURL(/\/admin\/extraction-sessions\/[0-9a-f-]{36}$/);
  };

  // The general reader cannot read the first list.
  await upload(firstPath);
  await expect(page.getByRole('heading', { name: 'Udtrækningen fejlede' })).toBeVisible({ timeout: 45_000 });

  // Teach it: the text as a grid, the header row marked, a meaning per column.
  await page.getByRole('button', { name: 'Lær layoutet' }).click();
  const markHeader = page.getByRole('button', { name: 'Marker side 1, linje 3 som overskrift' });
  await expect(markHeader).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pris hver måned', exact: true })).toBeVisible();
  await markHeader.click();
  await markHeader.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('teach-grid.png') });
  await expect(markHeader).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Overskrift: side 1, linje 3')).toBeVisible();
  for (const header of UNKNOWN_HEADERS) {
    await page.getByLabel(`Kolonnen «${header}»`).selectOption({ label: MEANINGS[header] as string });
  }
  await page.getByLabel('Mærke').fill('Leapmotor');

  // The preview lists the cars the template reads.
  const preview = page.getByRole('region', { name: /Forhåndsvisning/ });
  await expect(preview.getByRole('heading', { name: '4. Forhåndsvisning (2 biler, 3 tilbud)' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(preview.getByText('Leapmotor T03', { exact: true })).toBeVisible();
  await expect(preview.getByText('Leapmotor C10', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll();
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('teach-preview.png') });
  await page.screenshot({ path: testInfo.outputPath('teach-layout.png'), fullPage: true });

  // A wrong number is refused beside its field, in Danish.
  await page.getByLabel('Løbetid (mdr.)').fill('900');
  await expect(page.getByText('Løbetiden skal være mellem 1 og 120')).toBeVisible();
  await page.getByLabel('Løbetid (mdr.)').fill('');

  await page.getByRole('button', { name: `Gem som skabelon for ${sellerName}` }).click();
  await expect(page.getByRole('status').getByText(`Skabelon v1 er gemt for ${sellerName}.`)).toBeVisible();

  // The next list from the seller, same layout: read with the template, automatically.
  await upload(secondPath);
  await expect(page.getByRole('heading', { name: `Fundne biler (${4})` })).toBeVisible({ timeout: 45_000 });
  const cars = page.getByRole('table', { name: 'Fundne biler' });
  for (const name of ['Leapmotor T03', 'Leapmotor B10', 'Leapmotor C10']) {
    await expect(cars.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(
    page.getByRole('log', { name: 'Log' }).getByText('Læst med sælgerens skabelon v1.'),
  ).toBeVisible();
  await noSidewaysScroll();
  await page.screenshot({ path: testInfo.outputPath('read-with-template.png'), fullPage: true });

  // The seller lists the version as in use.
  await page.goto(`/admin/sellers/edit/${sellerId}`);
  const versions = page.getByRole('table', { name: `Layoutskabeloner for ${sellerName}` });
  await expect(
    versions.getByRole('row').filter({ hasText: 'v1' }).getByText('Aktiv', { exact: true }),
  ).toBeVisible();
  await expect(
    versions
      .getByRole('row')
      .filter({ hasText: 'v1' })
      .getByText(/^7( kolonner · .*)?$/)
      .filter({ visible: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll();
  await versions.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('seller-templates.png') });

  // Deactivated: the seller's next lists go to the general reader again.
  await versions.getByRole('button', { name: 'Deaktiver skabelon v1' }).click();
  await expect(page.getByText('Sælgerens næste prislister læses med den generelle læser.')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, deaktiver' }).click();
  await expect(versions.getByText('Deaktiveret', { exact: true })).toBeVisible();
  await expect(versions.getByRole('button', { name: 'Deaktiver skabelon v1' })).toHaveCount(0);

  // A list that names its model only in each page's title and its first payment in each price column's
  // header: taught with "Ydelse ved udbetaling …" (amount from the header) and the model from the headings.
  const headingPath = testInfo.outputPath(`modeller-${tag}.pdf`);
  await writeFile(headingPath, await headingModelListPdf());
  await upload(headingPath);
  await expect(page.getByRole('heading', { name: 'Udtrækningen fejlede' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Lær layoutet' }).click();
  await page.getByRole('button', { name: 'Marker side 1, linje 3 som overskrift' }).click();
  for (const header of HEADING_MODEL_HEADERS) {
    await page
      .getByLabel(`Kolonnen «${header}»`)
      .selectOption({ label: HEADING_LIST_MEANINGS[header] as string });
  }
  const amountOf = (header: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByLabel(`Kolonnen «${header}»`) })
      .getByLabel('Ved udbetaling (kr.)');
  await expect(amountOf('Start 0 kr.')).toHaveValue('0');
  await expect(amountOf('Start 4.995 kr.')).toHaveValue('4.995');
  await page.getByLabel('Mærke').fill('Volkswagen');
  await page.getByRole('radio', { name: 'Fra overskriften på hver side/blok' }).check();
  await expect(page.getByLabel('Modellens navn')).toBeDisabled();
  // Every trim of each page under the model of that page's title, both first payments read.
  await expect(page.getByRole('heading', { name: '4. Forhåndsvisning (3 biler, 6 tilbud)' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll();
  await page.getByRole('group', { name: '2. Hvad står i kolonnerne?' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('teach-first-payment.png') });
  await page.screenshot({ path: testInfo.outputPath('teach-first-payment-page.png'), fullPage: true });
  await page.getByRole('button', { name: `Gem som skabelon for ${sellerName}` }).click();
  await expect(page.getByRole('status').getByText(`Skabelon v2 er gemt for ${sellerName}.`)).toBeVisible();
  const stored = (await (
    await page.request.get(`/api/admin/sellers/${sellerId}/layout-templates`)
  ).json()) as LayoutTemplateVersionsResponse;
  const v2 = stored.items.find((item) => item.version === 2)?.template;
  expect(v2?.columns.filter((column) => column.first_payment !== undefined)).toEqual([
    { header: 'Start 0 kr.', kind: 'monthly', first_payment: 0 },
    { header: 'Start 4.995 kr.', kind: 'monthly', first_payment: 4995 },
  ]);
  expect(v2?.defaults).toEqual({ make: 'Volkswagen', model: { from: 'heading' } });
  expect(consoleErrors).toEqual([]);
});
