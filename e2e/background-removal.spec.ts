import sharp from 'sharp';
import type { AdminListingImage } from '../src/domain/images/listing-image-api-types';
import { type Backdrop, carScene } from '../tests/images/car-scene';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** A generated car photo (JPEG); the seed makes each run's bytes its own, so no upload is a duplicate. */
async function carPhoto(backdrop: Backdrop, seed = 7) {
  const scene = carScene(backdrop, 640, 480, seed);
  return sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

// Processing takes a second or two, longer while other tests load the machine.
const PROCESSED = { timeout: 20_000 };

test('the POC page removes the background, compares, offers the sizes and previews a card and hero', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/background-removal-poc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fjernelse af baggrund på bilbilleder' }),
  ).toBeVisible();
  const picker = page.getByRole('region', { name: 'Upload af bilbillede' }).locator('input[type=file]');

  await picker.setInputFiles({ name: 'bil.jpg', mimeType: 'image/jpeg', buffer: await carPhoto('showroom') });
  await expect(page.getByText('Baggrunden er fjernet')).toBeVisible(PROCESSED);
  await expect(page.getByText(/^Sikkerhed: \d+ %$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bilen uden baggrund, med skygge' })).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );
  await expect(page.getByRole('img', { name: 'Det uploadede billede' })).toHaveAttribute('src', /^blob:/);
  for (const [name, type] of [
    ['Kort', 'webp'],
    ['Detaljeside', 'webp'],
    ['Fuld størrelse', 'png'],
  ] as const) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', new RegExp(`^data:image/${type};base64,`));
    await expect(link).toHaveAttribute('download', /\.(webp|png)$/);
  }
  await expect(
    page.getByRole('figure', { name: 'Efter' }).getByRole('img', { name: 'BMW 3-serie' }),
  ).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect(page.getByRole('img', { name: 'BMW 3-serie 320d Touring Sport Line' })).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );

  await expectNoSeriousA11yViolations(page);

  // A busy backdrop: said in Danish, and the original is kept.
  await picker.setInputFiles({ name: 'gade.jpg', mimeType: 'image/jpeg', buffer: await carPhoto('busy') });
  await expect(page.getByText('Baggrunden blev ikke fjernet')).toBeVisible(PROCESSED);
  await expect(page.getByRole('status').filter({ hasText: 'det originale billede bevares' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Det originale billede bevares' })).toBeVisible();

  // Not an image by its content: the spec's upload error screen, which Annuller closes.
  await picker.setInputFiles({
    name: 'bil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n'),
  });
  const failure = page.getByRole('alert').filter({ hasText: 'Fil upload fejlede' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('Filtypen understøttes ikke – brug PNG, JPG eller WebP')).toBeVisible();
  await failure.getByRole('button', { name: 'Annuller' }).click();
  await expect(failure).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('an admin uploads with "Fjern baggrund automatisk" and the public detail page shows the cut-out @desktop-only', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signInAsAdmin(page);
  // A demo listing of its own per project and repeat, of a make no other spec uses.
  const search = (await (await page.request.get('/api/listings?makes=Peugeot&limit=20')).json()) as {
    items: { id: string }[];
  };
  const listing = search.items[(testInfo.project.name === 'desktop' ? 0 : 1) + 2 * testInfo.repeatEachIndex];
  if (!listing) throw new Error('The demo catalogue has too few public Peugeot listings');

  await page.goto(`/admin/listings/edit/${listing.id}`);
  const editor = page.getByRole('region', { name: 'Billeder til annoncen' });
  const images = editor
    .getByRole('list', { name: 'Billeder i den rækkefølge, de vises' })
    .getByRole('listitem');
  await expect(editor.getByText(/^Billeder \(\d+\/10\)$/)).toBeVisible();
  const before = await images.count();

  await editor.getByRole('checkbox', { name: 'Fjern baggrund automatisk' }).check();
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/listing-images/') && response.request().method() === 'POST',
    PROCESSED,
  );
  await editor.locator('input[type=file]').setInputFiles({
    name: 'bil.jpg',
    mimeType: 'image/jpeg',
    buffer: await carPhoto('noisy', Date.now() % 100_000),
  });
  const response = await uploaded;
  expect(response.status()).toBe(201);
  const image = (await response.json()) as AdminListingImage;
  const removal = image.background_removal;
  if (!removal?.removed) throw new Error(`background not removed: ${JSON.stringify(removal)}`);

  const tile = images.nth(before);
  await expect(tile.getByText(/^Baggrund fjernet \(\d+ %\)$/)).toBeVisible();
  await expect(tile.getByRole('img')).toHaveAttribute('src', removal.processed_card_url);

  // The public detail page shows the detail-size cut-out; the original stays stored.
  await page.goto(`/listing/${listing.id}`);
  await expect(page.locator(`img[src="${removal.processed_url}"]`).first()).toBeAttached();
  expect((await page.request.get(image.url)).headers()['content-type']).toBe('image/jpeg');

  // Leave the demo listing as it was.
  await page.goto(`/admin/listings/edit/${listing.id}`);
  await editor.getByRole('button', { name: `Slet billede ${before + 1}` }).click();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('dialog').getByRole('button', { name: 'Slet billede' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(images).toHaveCount(before);
  expect(consoleErrors).toEqual([]);
});
