// `npm run report:lighthouse`: Lighthouse mobile performance of /, /listings and a /listing/{id}
// against a production build with the demo catalogue. Prints one line per page and a summary line.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3390);
const origin = `http://127.0.0.1:${port}`;
// Per port, so several checkouts or engineers can measure at once without deleting each other's data.
const dataDir = `${root}.tmp/lighthouse-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Production requires a session secret; a throwaway one is enough for measuring public pages.
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {}
    await delay(500);
  }
  throw new Error('The server did not start');
}

let chrome;
try {
  await waitForServer();
  const { items } = await (await fetch(`${origin}/api/listings?limit=10`)).json();
  const pages = ['/', '/listings', `/listing/${items[0].id}`];
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const scores = [];
  const measure = (path) =>
    lighthouse(`${origin}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      logLevel: 'error',
    });
  for (const path of pages) {
    let result = await measure(path);
    if (result.lhr.runtimeError) {
      // Lighthouse sometimes fails to record the trace of a fresh Chromium's first page (NO_NAVSTART):
      // say so and measure that page once more.
      console.log(`${path}: ${result.lhr.runtimeError.code} — measuring again`);
      result = await measure(path);
    }
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) console.log(`${path}: ${runtimeError.code} ${runtimeError.message}`);
    const lcpError = audits['largest-contentful-paint'].errorMessage;
    if (lcpError) console.log(`${path}: ${lcpError}`);
    const performance = Math.round((categories.performance.score ?? 0) * 100);
    const accessibility = Math.round((categories.accessibility.score ?? 0) * 100);
    scores.push(performance);
    console.log(
      `${path.padEnd(52)} performance ${performance}  accessibility ${accessibility}  ` +
        `LCP ${audits['largest-contentful-paint'].displayValue}  TBT ${audits['total-blocking-time'].displayValue}  ` +
        `CLS ${audits['cumulative-layout-shift'].displayValue}`,
    );
  }
  console.log(`lighthouse: mobile performance min=${Math.min(...scores)} (${scores.join(', ')})`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
