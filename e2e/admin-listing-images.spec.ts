import sharp from 'sharp';
import { signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';

type Image = { id: string; url: string; card_url: string; detail_url: string };

test('an admin uploads an image on a listing’s edit page, puts it first and sees it on the public detail page', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signInAsAdmin(page);
  // A public demo listing of its own per browser project (and repeat), so parallel runs never share one;
  // a make no other spec creates listings of, so the positions stay put while other specs run.
  const search = (await (await page.request.get('/api/listings?makes=Skoda&limit=20')).json()) as {
    items: { id: string }[];
  };
  const listing = search.items[(testInfo.project.name === 'desktop' ? 0 : 1) + 2 * testInfo.repeatEachIndex];
  if (!listing) throw new Error('The demo catalogue has too few public listings');
  // A picture no other run has uploaded, so it is never refused as a duplicate.
  const colour = {
    r: Date.now() % 256,
    g: Math.floor(Date.now() / 256) % 256,
    b: testInfo.project.name === 'desktop' ? 40 : 200,
  };
  const png = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } })
    .png()
    .toBuffer();

  await page.goto(`/admin/listings/edit/${listing.id}`);
  const editor = page.getByRole('region', { name: 'Billeder til annoncen' });
  const counter = editor.getByText(/^Billeder \(\d+\/10\)$/);
  await expect(counter).toBeVisible();
  const before = Number((await counter.textContent())?.match(/\((\d+)\//)?.[1]);
  const images = editor
    .getByRole('list', { name: 'Billeder i den rækkefølge, de vises' })
    .getByRole('listitem');
  await expect(images).toHaveCount(before);

  // A PDF named .png is refused in the browser, by its content, with the reason.
  await editor.locator('input[type=file]').setInputFiles({
    name: 'prisliste.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
  });
  await expect(editor.getByRole('alert')).toHaveText('Filtypen understøttes ikke – brug PNG, JPG eller WebP');
  await editor.getByRole('button', { name: 'Fjern beskeden om prisliste.png' }).click();

  const uploaded = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/listing-images/') && response.request().method() === 'POST',
  );
  await editor
    .locator('input[type=file]')
    .setInputFiles({ name: 'e2e-bil.png', mimeType: 'image/png', buffer: png });
  const response = await uploaded;
  expect(response.status()).toBe(201);
  const image = (await response.json()) as Image;
  const position = before + 1;
  await expect(editor.getByRole('img', { name: `Billede ${position} af ${position}` })).toHaveAttribute(
    'src',
    image.card_url,
  );

  // Keyboard: move it to the front one place at a time; focus stays on the moved image's button.
  for (let place = position; place > 1; place--) {
    const move = editor.getByRole('button', { name: `Flyt billede ${place} til plads ${place - 1}` });
    const saved = page.waitForResponse((r) => r.url().endsWith('/order') && r.request().method() === 'PUT');
    await move.focus();
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
  }
  await expect(editor.getByRole('img', { name: `Billede 1 af ${position}` })).toHaveAttribute(
    'src',
    image.card_url,
  );
  await expect(editor.getByText('Forsidebillede')).toBeVisible();

  // The public detail page shows the detail-size copy first, cached for a year under its hash.
  await page.goto(`/listing/${listing.id}`);
  const hero = page.locator(`img[src="${image.detail_url}"]`).first();
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1500);
  const file = await page.request.get(image.detail_url);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Delete it again with the confirmation dialog, leaving the demo listing as it was.
  await page.goto(`/admin/listings/edit/${listing.id}`);
  await editor.getByRole('button', { name: 'Slet billede 1' }).click();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('dialog').getByRole('button', { name: 'Slet billede' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(images).toHaveCount(before);
  await expect(counter).toHaveText(`Billeder (${before}/10)`);
  expect(consoleErrors).toEqual([]);
});
