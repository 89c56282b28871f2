import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { listingWithSwitch } from './listing-detail-api';

const errorCode = /ERR_[0-9A-Z]+_[0-9A-Z]{5}/;

test.describe('error boundary', () => {
  test('a failing part shows its error with a code, logs it, and retries up to the limit', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/design-system');
    const demo = page.locator('section#fejl');
    await expect(demo.getByText('Delen virker.')).toBeVisible();

    await demo.getByRole('button', { name: 'Udløs fejl' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Komponenten kunne ikke indlæses' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Der opstod en fejl ved indlæsning af denne del af siden.');
    const code = ((await alert.locator('code').textContent()) ?? '').trim();
    expect(code).toMatch(errorCode);

    // Logged to the console with the same code, message and context.
    await expect.poll(() => consoleErrors.find((text) => text.includes(code))).toBeTruthy();
    expect(consoleErrors.find((text) => text.includes(code))).toContain('[design-system]');
    expect(consoleErrors.find((text) => text.includes(code))).toContain('komponenten fejlede med vilje');

    for (const attempt of [1, 2, 3]) {
      await alert.getByRole('button', { name: 'Prøv igen' }).click();
      await expect(alert).toContainText(`Forsøg ${attempt}/3`);
      // Every failure gets its own code.
      await expect(alert.locator('code')).not.toHaveText(code);
    }
    const exhausted = alert.getByRole('button', { name: 'Maks. forsøg nået' });
    await expect(exhausted).toBeDisabled();
    await expect(alert.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A change of the reset keys clears the error and the count.
    await demo.getByRole('button', { name: 'Ret fejlen' }).click();
    await expect(demo.getByText('Delen virker.')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await demo.getByRole('button', { name: 'Udløs fejl' }).click();
    await expect(alert.getByRole('button', { name: 'Prøv igen' })).toBeEnabled();
    await expect(alert).not.toContainText('Forsøg');

    expect(consoleErrors.length).toBeGreaterThanOrEqual(5);
    consoleErrors.length = 0;
  });

  test('every error screen shows the spec texts', async ({ page }) => {
    await page.goto('/design-system');
    const screens = page.locator('section#fejl');
    for (const text of [
      'Der opstod en uventet fejl',
      'Siden kunne ikke indlæses',
      'Komponenten kunne ikke indlæses',
      'Lignende annoncer fejlede',
      'Data kunne ikke indlæses',
      'Søgning fejlede',
      'Annonce kunne ikke indlæses',
      'Fil upload fejlede',
      'Admin Panel Fejl',
    ]) {
      await expect(screens.getByRole('heading', { name: text })).toBeVisible();
    }
    for (const name of [
      'Genindlæs siden',
      'Genstart søgning',
      'Ryd filtre',
      'Gå tilbage',
      'Annuller',
      'Genindlæs panel',
    ]) {
      await expect(screens.getByRole('button', { name }).first()).toBeVisible();
    }
    for (const [name, href] of [
      ['Gå til forsiden', '/'],
      ['Se alle annoncer', '/listings'],
      ['Gå til admin forside', '/admin'],
    ] as const) {
      await expect(screens.getByRole('link', { name }).first()).toHaveAttribute('href', href);
    }
    await expect(screens).toContainText('Annonce-ID: 3f6c2a9e-0000-4000-8000-000000000000');
    await expect(screens).toContainText('manglende rettigheder');
    await expect(screens).toContainText('Filen er beskadiget eller ugyldig');
    // The router's own defaults, kept as the last resort.
    await expect(screens.getByText('Something went wrong!')).toBeVisible();
    await screens.getByRole('button', { name: 'Show Error' }).click();
    await expect(screens.getByRole('button', { name: 'Hide Error' })).toBeVisible();
    await expect(screens.getByText('Not Found', { exact: true })).toBeVisible();
  });

  test('"Ryd filtre" forgets the saved search filters and opens /listings', async ({ page }) => {
    await page.goto('/design-system');
    await page.evaluate(() => sessionStorage.setItem('leasingmatch:search-filters', '{"makes":["Toyota"]}'));
    await page.locator('section#fejl').getByRole('button', { name: 'Ryd filtre' }).click();
    await expect(page).toHaveURL('/listings');
    const saved = await page.evaluate(() => sessionStorage.getItem('leasingmatch:search-filters'));
    expect(saved ?? '').not.toContain('Toyota');
  });
  test('a choice whose price fails to load keeps the listing page and says so', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const { listing, dimension, target } = await listingWithSwitch(page.request);
    await page.goto(`/listing/${listing.id}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText(`${listing.make} ${listing.model}`);

    let calculator = page.getByRole('region', { name: 'Beregn din pris' });
    if (testInfo.project.name === 'phone') {
      await page
        .getByRole('region', { name: 'Pris og tilbud' })
        .getByRole('button', { name: /tilpas pris/ })
        .click();
      calculator = page.getByRole('dialog', { name: 'Tilpas pris' });
    }
    // The network is down for a moment: every new price request fails.
    const priceRequest = (url: URL) => url.pathname === `/api/listings/${listing.id}` && url.search !== '';
    await page.route(priceRequest, (route) => route.abort('internetdisconnected'));
    await calculator.getByLabel(dimension.label).selectOption(String(target[dimension.field]));

    const failure = 'Prisen for dit valg kunne ikke hentes.';
    await expect(page.getByText(failure).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Annonce kunne ikke indlæses')).toHaveCount(0);
    await expect(title).toContainText(`${listing.make} ${listing.model}`);
    // The choice shows the offer whose price is on screen.
    await expect(calculator.getByLabel(dimension.label)).toHaveValue(String(listing[dimension.field]));

    // Back online, choosing it again loads its price.
    await page.unroute(priceRequest);
    await calculator.getByLabel(dimension.label).selectOption(String(target[dimension.field]));
    await expect(page.getByText(failure)).toHaveCount(0);
    await expect(calculator.getByLabel(dimension.label)).toHaveValue(String(target[dimension.field]));
    await expect(title).toBeVisible();
    consoleErrors.length = 0;
  });
});
