import type { Page, TestInfo } from '@playwright/test';
import { adminListingBody } from '../tests/factories/admin-listing-body';
import { importSellersPriceListByApi } from './admin-import';
import { signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';

type OutboxMail = { recipient: string; subject: string; body: string };

const mailsTo = async (page: Page, address: string) =>
  (
    (await (await page.request.get(`/api/test-outbox?address=${encodeURIComponent(address)}`)).json()) as {
      mails: OutboxMail[];
    }
  ).mails;

/** The path and query of the first link to `path` in a mail (the mails carry the server's own origin). */
function linkIn(body: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[\\w-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`No ${path} link in: ${body}`);
  return match[1];
}

/**
 * An active listing of this test's own, at a seller of its own, with one offer at 3.295 kr./md.,
 * created through the admin API: the seller's next price list (a batch) updates it.
 */
async function createListing(
  page: Page,
  testInfo: TestInfo,
): Promise<{ id: string; sellerId: string; model: string; variant: string }> {
  const reference = (await (await page.request.get('/api/admin/listings/reference')).json()) as {
    makes: { id: string; name: string; models: { name: string }[] }[];
  };
  const toyota = reference.makes.find((make) => make.name === 'Toyota') ?? reference.makes[0];
  const model = toyota?.models[0]?.name ?? 'Corolla';
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const variant = `Prisalarm ${tag}`;
  const seller = await page.request.post('/api/admin/sellers', { data: { name: `Prisalarm Biler ${tag}` } });
  expect(seller.status()).toBe(201);
  const sellerId = ((await seller.json()) as { id: string }).id;
  const response = await page.request.post('/api/admin/listings', {
    data: adminListingBody({
      make_id: toyota?.id,
      model_name: model,
      variant,
      retail_price: 329_995,
      seller_id: sellerId,
      status: 'active',
      offers: [{ mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: 3_295 }],
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, sellerId, model, variant };
}

/** The seller's price list with the car at another monthly price (the factory's hk, fuel and gearbox). */
const priceList = (model: string, variant: string, monthly: string) =>
  [
    'Toyota privatleasing',
    [
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
    ].join('\t'),
    ['Toyota', model, variant, '116', 'Benzin', 'Manuel', '15.000', '36', '0', monthly].join('\t'),
  ].join('\n');

test.describe('price alert by e-mail (issue 30)', () => {
  test('a visitor subscribes on a car, confirms from the mail, gets exactly one mail when the seller’s next price list (a batch) lowers the price, and unsubscribes from it', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(150_000);
    await signInAsAdmin(page);
    const { id, sellerId, model, variant } = await createListing(page, testInfo);

    await page.goto(`/listing/${id}?km=15000&mdr=36&udb=0`);
    await page.getByRole('button', { name: 'Giv mig besked' }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Giv mig besked om prisfald' });
    await expect(dialog.getByRole('region', { name: 'Bilen' })).toContainText('3.295 kr./md.');

    // Sent empty: Danish messages on the fields.
    await dialog.getByRole('button', { name: 'Opret besked' }).click();
    await expect(dialog.getByText('Skriv din e-mailadresse')).toBeVisible();
    await expect(dialog.getByText('Du skal sige ja tak til e-mails')).toBeVisible();

    const email = `alarm.${testInfo.project.name}.${Date.now()}@example.dk`;
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await expect(dialog.getByLabel('Hvor ofte?')).toHaveValue('instant');
    await dialog.getByRole('checkbox', { name: 'Ja tak, send mig e-mails som beskrevet ovenfor.' }).check();
    // The spam guard refuses a form sent within 3 s of opening it.
    await page.waitForTimeout(3_000);
    await dialog.getByRole('button', { name: 'Opret besked' }).click();
    await expect(page.getByRole('dialog', { name: 'Tjek din e-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'Færdig' }).click();

    const [confirmation] = await mailsTo(page, email);
    expect(confirmation?.subject).toBe('Bekræft din prisalarm på Leasingmatch');
    // Opening the link changes nothing by itself (mail scanners fetch links); the button confirms.
    await page.goto(linkIn(confirmation?.body ?? '', '/besked/bekraeft'));
    await page.getByRole('button', { name: 'Bekræft besked' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Din besked er bekræftet' })).toBeVisible();

    // The seller's new price list lowers the car's price: a batch, reviewed and applied.
    const { changeTypes } = await importSellersPriceListByApi(
      page,
      sellerId,
      priceList(model, variant, '3.095'),
    );
    expect(changeTypes).toEqual(['update']);

    // The evaluation the write queued runs on the maintenance worker's next poll.
    const alertMails = async () =>
      (await mailsTo(page, email)).filter((mail) => mail.subject.startsWith('Prisfald:'));
    await expect.poll(async () => (await alertMails()).length, { timeout: 90_000 }).toBe(1);
    const [alert] = await alertMails();
    expect(alert?.body).toContain('3.295 → 3.095 kr./md.');
    expect(alert?.body).toContain(`/listing/${id}?km=15000&mdr=36&udb=0`);

    // A rise is no news: nothing more is sent.
    await page.goto(`/admin/listings/edit/${id}`);
    await expect(page.getByText('Alle ændringer er gemt')).toBeVisible();
    await page.getByLabel('Månedspris (kr.), tilbud 1').fill('3096');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect(page.getByText('Annoncen er gemt', { exact: true })).toBeVisible();

    await page.goto(linkIn(alert?.body ?? '', '/besked/afmeld'));
    await page.getByRole('button', { name: 'Afmeld', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Du er afmeldt' })).toBeVisible();
    await page.getByRole('link', { name: 'Se dine beskeder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine beskeder' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dine beskeder' })).toContainText('Afmeldt');

    // Unsubscribed: a further drop mails nothing.
    await page.goto(`/admin/listings/edit/${id}`);
    await page.getByLabel('Månedspris (kr.), tilbud 1').fill('2895');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await expect(page.getByText('Annoncen er gemt', { exact: true })).toBeVisible();
    await page.waitForTimeout(40_000);
    expect(await alertMails()).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
