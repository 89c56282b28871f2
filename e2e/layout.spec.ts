import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Chrome reports a document answered with 404 as a console error; that one is expected. */
function dropDocument404(errors: string[]) {
  const rest = errors.filter((text) => !text.includes('status of 404'));
  errors.splice(0, errors.length, ...rest);
}

test.describe('layout', () => {
  test('header: logo home, Gemte biler, no menu; footer: info links and the year', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/design-system');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Leasingmatch', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header.getByRole('navigation')).toHaveCount(0);
    // The only other way out of the header: the visitor's saved cars (issue 30), no count while none.
    await expect(header.getByRole('link', { name: 'Gemte biler', exact: true })).toHaveAttribute(
      'href',
      '/gemte-biler',
    );
    await expect(header.getByRole('link')).toHaveCount(2);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Leasingmatch', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    for (const [name, href] of [
      ['Om os', '/om-os'],
      ['Cookie- og privatlivspolitik', '/cookie-og-privatlivspolitik'],
      ['Hvorfor privatleasing', '/hvorfor-privatleasing'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Leasingmatch. Alle rettigheder forbeholdes.`,
    );

    await header.getByRole('link', { name: 'Leasingmatch', exact: true }).click();
    await expect(page).toHaveURL('/');
    expect(consoleErrors).toEqual([]);
  });

  test('the header border is hidden on home from medium screens up only', async ({ page }) => {
    const borderOf = () =>
      page.getByRole('banner').evaluate((element) => getComputedStyle(element).borderBottomColor);
    const isWide = (page.viewportSize()?.width ?? 0) >= 768;

    await page.goto('/');
    const homeBorder = await borderOf();
    expect(homeBorder === 'rgba(0, 0, 0, 0)').toBe(isWide);

    await page.goto('/design-system');
    expect(await borderOf()).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('the staging banner says DEV on 127.0.0.1 and that the database is for testing', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Testmiljø' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('DEV');
    await expect(banner).not.toContainText('STAGING');
    await expect(banner).toContainText('staging-database');
    await expect(banner).toContainText('trygt afprøve');
  });

  test('after a navigation focus moves to the new page heading', async ({ page }) => {
    await page.goto('/design-system');
    await page.getByRole('banner').getByRole('link', { name: 'Leasingmatch', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('main h1')).toBeFocused();

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Om os' }).click();
    await expect(page).toHaveURL('/om-os');
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('pages fade in over 300 ms, not into a listing, 150 ms out of one, never with reduced motion', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const fades: number[] = [];
      (window as unknown as { fades: number[] }).fades = fades;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        if (this.id === 'main') fades.push(typeof options === 'number' ? options : Number(options?.duration));
        return animate.call(this, keyframes, options);
      };
    });
    const fades = () => page.evaluate(() => (window as unknown as { fades: number[] }).fades);

    await page.goto('/design-system');
    const logo = page.getByRole('banner').getByRole('link', { name: 'Leasingmatch', exact: true });
    await logo.click();
    await expect(page.locator('main h1')).toBeFocused();
    expect(await fades()).toEqual([300]);

    await page.locator('main a[href*="/listing/"]').first().click();
    await expect(page).toHaveURL(/\/listing\//);
    await expect(page.locator('main h1')).toBeFocused();
    expect(await fades()).toEqual([300]);

    await logo.click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('main h1')).toBeFocused();
    expect(await fades()).toEqual([300, 150]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Om os' }).click();
    await expect(page.locator('main h1')).toBeFocused();
    expect(await fades()).toEqual([300, 150]);
  });

  test('an unknown address answers 404 with the not-found page and a way home', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/findes-ikke');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Siden blev ikke fundet')).toBeVisible();
    await expect(page).toHaveTitle('Siden blev ikke fundet | Leasingmatch');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Gå til forsiden' }).click();
    await expect(page).toHaveURL('/');
    dropDocument404(consoleErrors);
  });

  test('header and footer work with the keyboard, with a visible focus ring', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/findes-ikke');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();

    const expectFocused = async (name: string) => {
      const focused = page.locator(':focus');
      await expect(focused).toHaveAccessibleName(name);
      const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe('none');
    };

    await page.keyboard.press('Tab');
    await expectFocused('Gå til indhold');
    await expect(page.locator(':focus')).toBeInViewport();
    await page.keyboard.press('Tab');
    await expectFocused('Leasingmatch');
    await page.keyboard.press('Tab');
    await expectFocused('Gemte biler');
    await page.keyboard.press('Tab');
    await expectFocused('Gå til forsiden');
    await page.keyboard.press('Tab');
    await expectFocused('Leasingmatch');
    for (const name of ['Om os', 'Cookie- og privatlivspolitik', 'Hvorfor privatleasing']) {
      await page.keyboard.press('Tab');
      await expectFocused(name);
    }

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/hvorfor-privatleasing');
    await expect(page.locator('main h1')).toBeFocused();

    await page.goto('/design-system');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    await expectFocused('Gå til indhold');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
    dropDocument404(consoleErrors);
  });

  test('a page that loads for over a second shows the full-screen spinner until it is ready', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.route(/\/api\/listings\/[0-9a-f-]{36}(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.locator('main a[href*="/listing/"]').first().click();
    const spinner = page.getByRole('status').filter({ hasText: 'Indlæser siden…' });
    await expect(spinner).toBeVisible();
    await expect(spinner.locator('..')).toHaveCSS('position', 'fixed');
    await expect(page.locator('main h1')).toBeVisible({ timeout: 10_000 });
    await expect(spinner).toHaveCount(0);
  });

  test('back from a listing returns to the same card on /listings and records the back move', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/listings');
    const links = page.locator('main a[href*="/listing/"]');
    await expect(links.nth(7)).toBeVisible();
    const target = links.nth(7);
    const href = await target.getAttribute('href');
    await target.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(300);

    await target.click();
    await expect(page).toHaveURL(/\/listing\//);
    await expect(page.locator('main h1')).toBeVisible();
    // The page opens with its h1: no h2 before it (the desktop's h1 is in the calculator card).
    const levels = await page
      .locator('main')
      .locator('h1, h2')
      .evaluateAll((headings) => headings.map((heading) => heading.tagName));
    expect(levels[0]).toBe('H1');

    await page.goBack();
    await expect(page).toHaveURL(/\/listings/);
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 60);

    const state = await page.evaluate(() => sessionStorage.getItem('leasingmatch:navigation-state'));
    expect(JSON.parse(state ?? '{}')).toMatchObject({
      isNavigatingBack: true,
      timestamp: expect.any(Number),
    });

    await test.step('"Tilbage til søgning" returns to the same page of results and the same card', async () => {
      await page.getByRole('navigation', { name: 'Sider' }).getByRole('link', { name: 'Side 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      const second = page.locator('main a[href*="/listing/"]').nth(5);
      await expect(second).toBeVisible();
      const secondHref = await second.getAttribute('href');
      await second.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(300);
      const scrollThere = await page.evaluate(() => window.scrollY);
      await second.click();
      await expect(page).toHaveURL(/\/listing\//);
      await page.getByRole('link', { name: 'Tilbage til søgning' }).click();
      await expect(page).toHaveURL(/\/listings\?(.*&)?page=2/);
      await expect(page.locator(`main a[href="${secondHref}"]`).first()).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollThere - 60);
    });
    expect(consoleErrors).toEqual([]);
  });
});
