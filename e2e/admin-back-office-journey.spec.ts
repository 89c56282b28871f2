import sharp from 'sharp';
import { signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';

const monthly = (value: number) => `${new Intl.NumberFormat('da-DK').format(value)} kr./md.`;

/**
 * Issue 5's whole journey in one go: a new seller, a listing for it with offers and an image, live on
 * the public site, a price change that follows, withdrawn again — and every step in the audit log.
 */
test('an admin takes a new seller’s car from creation to the public site and back, with an audit trail', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sellerName = `Rejsebilen ${tag}`;
  const sellerEmail = `salg-${tag}@rejsebilen.dk`;
  const variant = `Rejse ${tag}`;
  await signInAsAdmin(page);

  // 1. The seller.
  await page.goto('/admin/sellers/create');
  await page.getByLabel('Navn *').fill(sellerName);
  await page.getByLabel('E-mail', { exact: true }).fill(sellerEmail);
  await page.getByRole('button', { name: 'Opret sælger' }).click();
  await expect(page.getByText(`${sellerName} er oprettet`)).toBeVisible();

  // 2. The listing with two offers, for that seller (pending until it has its picture).
  await page.goto('/admin/listings/create');
  await page.getByLabel('Mærke *').selectOption({ label: 'Volkswagen' });
  await page.getByLabel('Model *').selectOption('ID.3');
  await page.getByLabel('Variant').fill(variant);
  await page.getByLabel('Biltype *').selectOption('Hatchback');
  await page.getByLabel('Brændstoftype *').selectOption('Electric');
  await page.getByLabel('Gearkasse *').selectOption('Automatic');
  await page.getByLabel('Vejledende pris (kr.)').fill('299.995');
  await page.getByLabel('Sælger *').selectOption({ label: sellerName });
  await page.getByRole('button', { name: 'Tilføj tilbud' }).click();
  await page.getByLabel('Månedspris (kr.), tilbud 1').fill('3495');
  await page.getByLabel('Månedspris (kr.), tilbud 1').press('Enter');
  await page.getByLabel('Månedspris (kr.), tilbud 2').fill('3895');
  await page.getByLabel('Km/år (km), tilbud 2').fill('25000');
  // Its picture, chosen before the first save: it waits, and is uploaded once the listing exists.
  const png = await sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: { r: 20, g: (Date.now() % 200) + 20, b: 90 },
    },
  })
    .png()
    .toBuffer();
  await page
    .getByRole('region', { name: 'Billeder til annoncen' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'id3.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Uploades, når annoncen er oprettet (1/10)')).toBeVisible();
  await page.getByRole('button', { name: 'Opret annonce' }).click();
  await expect(page.getByText('Annoncen er oprettet', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/listings\/edit\/[0-9a-f-]{36}$/);
  const listingId = page.url().split('/').at(-1) as string;

  // 3. The picture arrives on the edit page without choosing it again.
  const editor = page.getByRole('region', { name: 'Billeder til annoncen' });
  await expect(editor.getByText('Billeder (1/10)')).toBeVisible();

  // 4. Live: the status is active after saving, and the public site shows the cheapest offer.
  await page.getByLabel('Status', { exact: true }).selectOption('active');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText('Annoncen er gemt', { exact: true })).toBeVisible();
  await page.goto(`/listings?q=${encodeURIComponent(variant)}`);
  const card = page.locator('article', { hasText: variant });
  await expect(card).toBeVisible();
  await expect(card.getByText(monthly(3_495)).first()).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/api\/files\/[0-9a-f]{64}/);
  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Volkswagen ID.3');
  await expect(page.getByText(monthly(3_495)).first()).toBeVisible();
  const detail = (await (await page.request.get(`/api/listings/${listingId}`)).json()) as {
    seller_name: string;
  };
  expect(detail.seller_name).toBe(sellerName);

  // 5. A new price for the first offer reaches the public page.
  await page.goto(`/admin/listings/edit/${listingId}`);
  await page.getByLabel('Månedspris (kr.), tilbud 1').fill('3295');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText('Annoncen er gemt', { exact: true })).toBeVisible();
  await page.goto(`/listing/${listingId}`);
  await expect(page.getByText(monthly(3_295)).first()).toBeVisible();

  // 6. Withdrawn: gone from the public site.
  await page.goto(`/admin/listings?search=${encodeURIComponent(variant)}`);
  await page.getByLabel(`Vælg Volkswagen ID.3 ${variant}`).check();
  await page.getByRole('button', { name: 'Deaktivér', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deaktivér', exact: true }).click();
  await expect(page.getByText('1 annonce deaktiveret')).toBeVisible();
  await page.goto(`/listings?q=${encodeURIComponent(variant)}`);
  await expect(page.getByRole('heading', { name: /0 tilbud fundet|Ingen biler/ }).first()).toBeVisible();
  await expect(page.locator('article', { hasText: variant })).toHaveCount(0);

  // 7. The audit log has every step.
  await page.goto(`/admin/audit-log?entity_id=${listingId}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Oprettet' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Uploadet' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Ændret' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Deaktiveret' })).toHaveCount(1);
  // Each names the car, not an id.
  await expect(rows.filter({ hasText: `Volkswagen ID.3 ${variant}` })).toHaveCount(5);
  // The listing's own page tells the same history newest first, with what was remembered from it.
  await page.goto(`/admin/listings/edit/${listingId}`);
  const history = page.getByRole('list', { name: 'Historik' }).getByRole('listitem');
  await expect(history).toHaveCount(6);
  await expect(history.filter({ hasText: 'Husket variant: husket til import' })).toHaveCount(1);
  await expect(history.first()).toContainText('Deaktiveret');
  await expect(history.first()).toContainText('fra annoncelisten');
  // Saved together in one transaction, creation and the remembered variant share a time: no order between them.
  await expect(history.filter({ hasText: /^Oprettet/ })).toHaveCount(1);
  // The bulk deactivation is one entry of the log ("1 annonce deaktiveret") that opens to the car.
  await page.goto('/admin/audit-log?entity=listing_selection');
  const deactivations = page.getByRole('button', { name: '1 annonce deaktiveret' });
  await expect(deactivations.first()).toBeVisible();
  // Other tests deactivate cars too: open every such entry on the page.
  for (const entry of await deactivations.all()) await entry.click();
  await expect(
    page.getByRole('table').getByRole('link', { name: `Volkswagen ID.3 ${variant}` }),
  ).toBeVisible();
  await page.goto('/admin/audit-log?entity=seller');
  // The seller by its name (it used to read its e-mail from the row's snapshot).
  await expect(page.getByRole('row', { name: new RegExp(`Oprettet.*${sellerName}`) })).toBeVisible();
});
