import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const TOKEN = '0123456789abcdef0123456789abcdef';
const isMixpanel = (url: string) => /(^|\.)mixpanel\.com$/.test(new URL(url).hostname);

/**
 * The token goes into this page's app config only (the HTML is edited on its way in), so specs running
 * in parallel on the shared database never see a banner. The server's part (settings → app config) is
 * covered by src/server/settings/public-site-settings.db.test.ts.
 */
async function withMixpanelToken(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script id="app-config" type="application\/json">\{)/,
      `$1"mixpanelToken":"${TOKEN}",`,
    );
    await route.fulfill({ response, body: html });
  });
  const mixpanelRequests: Request[] = [];
  page.on('request', (request) => {
    if (isMixpanel(request.url())) mixpanelRequests.push(request);
  });
  // Never reach the network: Mixpanel's answer to a batch is "1".
  await page.route('**/*mixpanel.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: '1' }),
  );
  return mixpanelRequests;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Må vi bruge statistikcookies?' });

test.describe('cookie banner and Mixpanel', () => {
  test('no token: no banner and no cookie settings', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookieindstillinger' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('"Afvis" sends nothing to Mixpanel; "Accepter" from the footer loads it and sends to the EU host', async ({
    page,
    consoleErrors,
  }) => {
    const mixpanelRequests = await withMixpanelToken(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto('/');
    const region = banner(page);
    await expect(region).toBeVisible();
    const decline = region.getByRole('button', { name: 'Afvis' });
    const accept = region.getByRole('button', { name: 'Accepter' });
    await expect(decline).toBeVisible();
    await expect(accept).toBeVisible();
    await expect(region).toContainText('Vores egen statistik bruger ingen cookies');
    await expectNoSeriousA11yViolations(page);
    // Equally prominent: the same size and the same style.
    const [declineBox, acceptBox] = [await decline.boundingBox(), await accept.boundingBox()];
    expect(declineBox?.height).toBe(acceptBox?.height);
    expect(Math.abs((declineBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(await decline.getAttribute('class')).toBe(await accept.getAttribute('class'));

    // Reachable by keyboard.
    await decline.focus();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(region).toHaveCount(0);

    // A browse after declining: nothing goes to any mixpanel.com host and no Mixpanel code loads.
    await page.goto('/listings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Leasingmatch', exact: true }).first().click();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' }),
    ).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(mixpanelRequests.map((request) => request.url())).toEqual([]);
    expect(scripts.filter((url) => /mixpanel/i.test(url))).toEqual([]);

    // Reopen from the footer and accept.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    const firstBatch = page.waitForRequest((request) => isMixpanel(request.url()), { timeout: 15_000 });
    await banner(page).getByRole('button', { name: 'Accepter' }).click();
    await expect(banner(page)).toHaveCount(0);
    const request = await firstBatch;
    expect(new URL(request.url()).hostname).toBe('api-eu.mixpanel.com');
    expect(scripts.some((url) => /mixpanel/i.test(url))).toBe(true);
    expect(mixpanelRequests.every((sent) => new URL(sent.url()).hostname === 'api-eu.mixpanel.com')).toBe(
      true,
    );

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('leasingmatch-consent') ?? 'null'),
    );
    expect(stored).toMatchObject({ version: 1, choice: 'accepted' });
    expect(consoleErrors).toEqual([]);
  });
});
