import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on axe violations of impact serious or critical (WCAG 2.1 A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * `test` with a `consoleErrors` list that collects console errors and uncaught page errors; each test
 * ends by asserting it is empty unless the test cleared it on purpose.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Pages arrive server-rendered (ADR 013): wait until the app has taken over the HTML before a test
  // clicks or types, as a test of a client-rendered page waited for the content to appear.
  page: async ({ page }, use) => {
    const whenReady = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => {});
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => whenReady(goto(url, options));
    page.reload = (options) => whenReady(reload(options));
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };
