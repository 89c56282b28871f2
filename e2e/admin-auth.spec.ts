import type { Page } from '@playwright/test';
import { secretFromTotpUri, totpCode } from '../tests/helpers/totp';
import { DEMO_ADMIN, MEMBER, TWO_FACTOR_ADMINS, uniqueClientIp } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The browser logs every refused sign-in (401/429) as a failed resource; those are expected here. */
function dropExpectedAuthFailures(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((e) => !/status of (401|429)/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** On phones the sidebar sits behind the Menu button; open it when it is closed. */
async function openAdminMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Adgangskode').fill(account.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
});

test('an admin follows a deep link through login, stays signed in on reload and signs out', async ({
  page,
}) => {
  await page.goto('/admin/sellers?page=2');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsellers%3Fpage%3D2/);
  await expect(page.getByRole('heading', { name: 'Log ind som administrator' })).toBeVisible();
  await expect(page.getByText('Log ind for at få adgang til administratorpanelet')).toBeVisible();

  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin\/sellers\?page=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sælgere' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sælgere' })).toBeVisible();

  // An admin who opens /login again goes straight back in.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openAdminMenu(page);
  await page.getByRole('button', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsettings/);
});

test('the sidebar reaches every section of the admin area', async ({ page }) => {
  await page.goto('/login?redirectTo=%2Fadmin');
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sections = [
    ['Annoncer', /\/admin\/listings$/, 'Annoncer'],
    ['Sælgere', /\/admin\/sellers$/, 'Sælgere'],
    ['Mærker og modeller', /\/admin\/makes$/, 'Mærker og modeller'],
    ['Import', /\/admin\/extraction-sessions$/, 'Udtrækninger'],
    ['Statistik', /\/admin\/analytics$/, 'Statistik'],
    ['Indstillinger', /\/admin\/settings$/, 'Indstillinger'],
    ['Dashboard', /\/admin$/, 'Dashboard'],
  ] as const;
  for (const [label, url, heading] of sections) {
    await openAdminMenu(page);
    const nav = page.getByRole('navigation', { name: 'Administration' });
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await openAdminMenu(page);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('link', { name: /Se hjemmeside/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
});

test('the login form: disabled until both fields are filled, wrong password, error cleared on edit @desktop-only', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Adgangskode');
  const submit = page.getByRole('button', { name: 'Log ind' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(submit).toBeDisabled();
  await email.fill('  admin@leasingmatch.dk  ');
  await expect(submit).toBeDisabled();
  await password.fill('forkert-adgangskode');

  // Hold the answer back to see the busy state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/sign-in/email', async (route) => {
    const body = route.request().postDataJSON() as { email: string };
    expect(body.email).toBe('admin@leasingmatch.dk');
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Logger ind...' })).toBeDisabled();
  release();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Login fejlede');
  await expect(alert).toContainText('Ugyldig e-mail eller adgangskode');
  await password.fill('forkert-adgangskode2');
  await expect(alert).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  dropExpectedAuthFailures(consoleErrors);
});

test('a signed-in account without the admin role is refused and signed out @desktop-only', async ({
  page,
}) => {
  await page.goto('/login?redirectTo=%2Fadmin%2Flistings');
  await signIn(page, MEMBER);
  await expect(page.getByRole('alert')).toContainText('Kun administratorer har adgang til dette område');
  await expect(page).toHaveURL(/\/login/);
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
});

test('failed sign-ins are stopped per address, then per account whatever the address @desktop-only', async ({
  page,
  consoleErrors,
}) => {
  // An e-mail no account has and no other test types: locking it cannot spill into another test (ADR 036).
  const email = `gaetter-${Date.now()}@leasingmatch.dk`;
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  const password = page.getByLabel('Adgangskode');
  const alert = page.getByRole('alert');
  const attempt = async (guess: string, message: string) => {
    await password.fill(guess);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(alert).toContainText(message);
  };
  for (let n = 1; n <= 5; n += 1) await attempt(`forkert-${n}`, 'Ugyldig e-mail eller adgangskode');
  await attempt('forkert-6', 'For mange login-forsøg. Prøv igen senere');
  // Another address may go on, but the account's own count does too: 10 failures, then refused.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  for (let n = 7; n <= 11; n += 1) await attempt(`forkert-${n}`, 'Ugyldig e-mail eller adgangskode');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await attempt('forkert-12', 'For mange login-forsøg. Prøv igen senere');
  dropExpectedAuthFailures(consoleErrors);
});

test('forgot password: the link form answers without saying whether the account exists @desktop-only', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page).toHaveURL(/step=glemt/);
  await page.getByLabel('E-mail').fill('ukendt@leasingmatch.dk');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('Hvis e-mailen hører til en konto');
  await page.getByRole('link', { name: 'Tilbage til login' }).click();
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
});

test('two-factor: an admin turns it on in settings and then signs in with a code @desktop-only', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const account = TWO_FACTOR_ADMINS.find((a) => a.project === testInfo.project.name);
  if (!account) throw new Error(`No two-factor account for project ${testInfo.project.name}`);

  await page.goto('/login?redirectTo=%2Fadmin%2Fsettings');
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
  await expect(page.getByText('To-faktor-godkendelse er slået fra.')).toBeVisible();
  await page.getByLabel('Din adgangskode').fill(account.password);
  await page.getByRole('button', { name: 'Slå to-faktor til' }).click();
  await expect(page.getByRole('img', { name: 'QR-kode til godkendelsesappen' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Kode fra appen').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bekræft og slå til' }).click();
  await expect(page.getByRole('heading', { name: 'Gem dine backup-koder' })).toBeVisible();
  await page.getByRole('button', { name: 'Jeg har gemt koderne' }).click();
  await expect(page.getByText('To-faktor-godkendelse er slået til.')).toBeVisible();

  await openAdminMenu(page);
  await page.getByRole('button', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'To-faktor-godkendelse' })).toBeVisible();
  const code = page.getByLabel('Kode', { exact: true });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Bekræft' }).click();
  await expect(page.getByRole('alert')).toContainText('Koden er forkert eller udløbet');
  await code.fill(totpCode(secretFromTotpUri(`otpauth://totp/x?secret=${secret}`)));
  await page.getByRole('button', { name: 'Bekræft' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  dropExpectedAuthFailures(consoleErrors);
});
