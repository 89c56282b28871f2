import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('/design-system', () => {
  test('shows the kit in Danish and passes axe', async ({ page }) => {
    await page.goto('/design-system');
    await expect(page.getByRole('heading', { level: 1, name: 'Designsystem' })).toBeVisible();
    for (const section of ['Farver', 'Typografi', 'Knapper', 'Felter og valg', 'Kort', 'Mærkater og chips']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    for (const band of [
      'Exceptionelt tilbud',
      'Fantastisk tilbud',
      'Godt tilbud',
      'Rimeligt tilbud',
      'Dårligt tilbud',
    ]) {
      await expect(page.locator('section#farver').getByText(band, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Leasingperiode')).toHaveValue('36');
    await expectNoSeriousA11yViolations(page);
  });

  test('form fields connect their label, hint and error', async ({ page }) => {
    await page.goto('/design-system');
    const email = page.getByLabel('E-mail');
    await email.fill('ikke-en-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Skriv en gyldig e-mailadresse');
    await email.fill('a@b.dk');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Søg efter mærke')).toHaveAccessibleDescription(
      'F.eks. Volkswagen eller Toyota',
    );
  });

  test('chips toggle and announce their state', async ({ page }) => {
    await page.goto('/design-system');
    const diesel = page.getByRole('button', { name: 'Diesel' });
    await expect(diesel).toHaveAttribute('aria-pressed', 'false');
    await diesel.click();
    await expect(diesel).toHaveAttribute('aria-pressed', 'true');
  });

  test('a dialog traps focus, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/design-system');
    const opener = page.getByRole('button', { name: 'Åbn dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Du forlader Leasingmatch' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Du sendes videre til forhandlerens side i en ny fane.');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Åbn ark (telefon)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Tilpas pris' });
    await sheet.getByRole('button', { name: 'Luk' }).click();
    await expect(sheet).toHaveCount(0);
  });

  test('toast buttons fire each type; at most 3 show, each for 4 s', async ({ page }) => {
    await page.goto('/design-system');
    const toasts = page.locator('[data-sonner-toast]');
    const section = page.locator('section#toasts');

    await section.getByRole('button', { name: 'Succes', exact: true }).click();
    await expect(toasts.filter({ hasText: 'Ændringerne er gemt' })).toHaveAttribute('data-type', 'success');
    await expect(toasts.filter({ hasText: 'Ændringerne er gemt' })).toHaveCount(0, { timeout: 6_000 });

    const fired: [string, string, string][] = [
      ['Standard', 'Dine filtre er gemt', 'default'],
      ['Info', 'Prisen er opdateret', 'info'],
      ['Advarsel', 'Kilometer justeret til 15.000 km/år', 'warning'],
      ['Fejl', 'Kunne ikke gemme ændringerne', 'error'],
    ];
    for (const [button, text, type] of fired) {
      await section.getByRole('button', { name: button, exact: true }).click();
      const toast = toasts.filter({ hasText: text });
      await expect(toast).toBeVisible();
      // Sonner marks every type but the default one.
      if (type !== 'default') await expect(toast).toHaveAttribute('data-type', type);
    }
    await expect(toasts.and(page.locator('[data-visible="true"]'))).toHaveCount(3);

    await section.getByRole('button', { name: 'Indlæser → succes' }).click();
    await expect(toasts.filter({ hasText: 'Gemmer…' })).toHaveAttribute('data-type', 'loading');
    await expect(toasts.filter({ hasText: 'Gemt' }).first()).toBeVisible({ timeout: 5_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
