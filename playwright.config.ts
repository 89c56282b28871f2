import { defineConfig, devices } from '@playwright/test';
import { COLLEAGUE_ADMIN, MEMBER, TWO_FACTOR_ADMINS } from './e2e/accounts';

const PORT = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
const dataDir = `.tmp/e2e-data-${PORT}`;
/** Admin specs none of whose tests is about the phone; they run on the desktop project only. */
const DESKTOP_ONLY_SPECS = [
  'admin-back-office-journey.spec.ts',
  'admin-dashboard-settings.spec.ts',
  'admin-listing-images.spec.ts',
  'admin-sellers.spec.ts',
];
const createAccount = (flag: string, account: { email: string; password: string }) =>
  `DATA_DIR=${dataDir} node --import tsx src/server/auth/cli/account-cli.ts ${flag} --email ${account.email} --password ${account.password}`;

export default defineConfig({
  testDir: 'e2e',
  // Not test-results/ itself: Playwright empties its output folder, and other reports live there.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : undefined,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    // A failed test keeps its trace (DOM snapshots, network, console) but not the screencast, which
    // cost every test about a sixth of its time (ADR 038); the failure screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      // Admin screens are used at a desk (ADR 038): their journeys run on the desktop only. The phone
      // keeps the public site and the admin tests about the phone itself (the menu, the list cards, the
      // review, pages that must not scroll sideways); another admin test opts out with @desktop-only.
      testIgnore: DESKTOP_ONLY_SPECS,
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    // A fresh database every run, so the demo seed (and the demo admin) is what the tests see; the
    // review's checks get extractions of their own (e2e/review-checks-seed.ts), stored after the demo seed.
    command: [
      `rm -rf ${dataDir}`,
      createAccount('', MEMBER),
      createAccount('--admin', COLLEAGUE_ADMIN),
      ...TWO_FACTOR_ADMINS.map((account) => createAccount('--admin', account)),
      `DATA_DIR=${dataDir} node --import tsx scripts/seed-e2e-review-checks.ts`,
      'node scripts/start.mjs',
    ].join(' && '),
    url: `${baseURL}/api/health`,
    // x-forwarded-for is trusted here only so each test can sign in from an address of its own.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      // The request log (a line per request) would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // e2e/fresh-or-gone.spec.ts (ADR 056): the test serves a seller's price list on a loopback port
      // and moves the server's calendar clock (PUT /api/test-clock).
      PRICE_LIST_URL_ALLOW_PRIVATE: '1',
      TEST_CLOCK: '1',
    },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    // The first run builds the web app and migrates and seeds the database.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
