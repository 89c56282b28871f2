import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, uniqueClientIp } from './accounts';

/**
 * Signs the page's browser context in as the demo administrator (or another admin account) through
 * the API (the login form has its own tests), from an address of its own so rate limits never interfere.
 */
export async function signInAsAdmin(
  page: Page,
  account: { email: string; password: string } = DEMO_ADMIN,
): Promise<void> {
  const ip = uniqueClientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: account,
    headers: { 'x-forwarded-for': ip },
  });
  expect(response.status()).toBe(200);
}
