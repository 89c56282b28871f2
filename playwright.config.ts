import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);

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
    trace: 'retain-on-failure',
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
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    // A fresh database every run, so the demo seed is what the tests see.
    command: `rm -rf .tmp/e2e-data-${PORT} && node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: `.tmp/e2e-data-${PORT}` },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    // The first run builds the web app and migrates and seeds the database.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
