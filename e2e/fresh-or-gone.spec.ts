import { mkdir, rmdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate } from '../src/domain/format/format-danish';
import { freshPriceList } from '../tests/price-lists/fresh-price-list';
import { signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';
import { freshListPort, freshSeed } from './fresh-or-gone-seed';

/**
 * Issue 27 part 5, "Done when" (ADR 056): a listing imported from a generated price list with inkl./ekskl.
 * lines, a minimum price and a valid-until date shows them with "Pris tjekket" and its source; the
 * scheduled re-fetch of the unchanged list moves "Pris tjekket", a changed list opens a batch; after the
 * valid-until date (the server's test clock and the page's clock moved) the listing leaves the search and
 * its page says the offers have expired. The price list is served by this test on a loopback port.
 */

const DAY_MS = 86_400_000;
const serverPort = Number(process.env.E2E_PORT ?? 3123);

/** The server's calendar clock is one for every test: the projects take turns (CI runs one worker anyway). */
async function withClockLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `leasingmatch-e2e-clock-${serverPort}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Clock lock ${lock} is held`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await run();
  } finally {
    await rmdir(lock);
  }
}

async function moveClock(page: Page, days: number): Promise<Date> {
  const response = await page.request.put('/api/test-clock', { data: { offset_ms: days * DAY_MS } });
  expect(response.ok(), await response.text()).toBe(true);
  const now = new Date(((await response.json()) as { now: string }).now);
  await page.clock.setSystemTime(now);
  return now;
}

async function sellerIdOf(request: APIRequestContext, name: string): Promise<string> {
  const options = (await (await request.get('/api/admin/sellers/options')).json()) as {
    sellers: { id: string; name: string }[];
  };
  const seller = options.sellers.find((candidate) => candidate.name === name);
  expect(seller, name).toBeDefined();
  return seller?.id as string;
}

type SessionItem = { id: string; status: string; batch_id: string | null };
const sessionsOf = async (request: APIRequestContext, sellerId: string) =>
  (
    (await (await request.get(`/api/admin/extraction-sessions?seller=${sellerId}`)).json()) as {
      items: SessionItem[];
    }
  ).items;

/** The admin imports the seller's saved URL by hand once (Admin › Import, here through the API) and activates the cars. */
async function importFromUrl(request: APIRequestContext, sellerId: string, url: string): Promise<string[]> {
  const started = await request.post('/api/admin/extraction-sessions', {
    multipart: { seller_id: sellerId, extractor: 'auto', source_kind: 'pdf_url', url },
  });
  expect(started.status(), await started.text()).toBe(201);
  const [sessionId] = ((await started.json()) as { session_ids: string[] }).session_ids;
  await expect
    .poll(async () => (await sessionsOf(request, sellerId)).find((s) => s.id === sessionId)?.status, {
      timeout: 45_000,
    })
    .toBe('succeeded');
  const batch = await request.post('/api/admin/batches', { data: { session_ids: [sessionId] } });
  expect(batch.ok(), await batch.text()).toBe(true);
  const batchId = ((await batch.json()) as { batch_id: string }).batch_id;
  const detail = (await (await request.get(`/api/admin/batches/${batchId}`)).json()) as {
    changes: { id: string; type: string }[];
    version: number;
  };
  expect(detail.changes.map((change) => change.type)).toEqual(['create', 'create']);
  const reviewed = await request.post(`/api/admin/batches/${batchId}/review`, {
    data: { change_ids: detail.changes.map((change) => change.id), decision: 'approved' },
  });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
  const applied = await request.post(`/api/admin/batches/${batchId}/apply`, {
    data: { expectedVersion: detail.version },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const after = (await (await request.get(`/api/admin/batches/${batchId}`)).json()) as {
    changes: { outcome: { listing_id: string } | null }[];
  };
  const ids = after.changes.map((change) => change.outcome?.listing_id as string);
  const activated = await request.post('/api/admin/listings/bulk-edit', {
    data: { ids, body_type: 'SUV', retail_price: 320_000, status: 'active' },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  return ids;
}

async function setRefetchEveryDay(page: Page, viaForm: boolean) {
  if (viaForm) {
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Prislister' });
    await form.getByLabel('Hent gemte prislister igen').selectOption({ label: 'Hver dag' });
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByText('Indstillingerne er gemt')).toBeVisible();
    // The dashboard says the schedule is on, and how often.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('region', { name: 'Prislister' })).toContainText(
      /gemte prislister? hentes igen hver dag/,
    );
    return;
  }
  const settings = (await (await page.request.get('/api/admin/settings')).json()) as {
    versions: Record<string, number>;
  };
  const saved = await page.request.put('/api/admin/settings/price_list_refetch', {
    data: { intervalHours: 24, expectedVersion: settings.versions.price_list_refetch },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const confirmedDay = async (request: APIRequestContext, listingId: string) => {
  const detail = (await (await request.get(`/api/listings/${listingId}`)).json()) as {
    price_source: { confirmed_at: string } | null;
  };
  return detail.price_source ? formatDate(detail.price_source.confirmed_at) : null;
};

test('fresh or gone: source and "Pris tjekket", confirmed by the schedule, a changed list opens a batch, expired offers leave the search', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const seed = freshSeed(project, serverPort);
  const tag = `FR${project.slice(0, 1).toUpperCase()}${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await signInAsAdmin(page);

  await withClockLock(async () => {
    const start = new Date();
    await page.clock.setSystemTime(start);
    const validUntil = formatDate(start.getTime() + 3 * DAY_MS);
    let served = await freshPriceList({ validUntil, variantTag: tag });
    const server: Server = createServer((request, response) => {
      if (request.url !== seed.path) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(Buffer.from(served));
    });
    await new Promise<void>((resolve) => server.listen(freshListPort(serverPort), '127.0.0.1', resolve));
    try {
      const sellerId = await sellerIdOf(page.request, seed.sellerName);
      const enyaqId = (await importFromUrl(page.request, sellerId, seed.url))[1] as string;

      // The search finds both cars; the Enyaq's page says where its price came from, when it was checked
      // and until when it holds, beside the list's inkl./ekskl. and minimum price.
      await page.goto(`/listings?q=${tag}`);
      await expect(page.getByText('2 tilbud fundet')).toBeVisible();
      await page.goto(`/listing/${enyaqId}`);
      await expect(page.getByRole('heading', { level: 1, name: /Skoda Enyaq/ })).toBeVisible();
      const note = page.getByTestId('offer-freshness');
      await expect(note).toContainText(`Pris tjekket ${formatDate(start)}`);
      await expect(note).toContainText('Fra prislisten skoda-prisliste.pdf, side 1');
      await expect(note).toContainText(`Tilbuddet gælder til og med ${validUntil}`);
      await expect(page.getByText('Mindstepris i bindingsperioden').first()).toBeVisible();
      // inkl. service og vejhjælp, ekskl. grøn ejerafgift og forsikring: 4 of the 7 items stated.
      const covers = page.getByRole('region', { name: 'Hvad prisen dækker' });
      await expect(covers).toContainText('Sælgeren oplyser 4 af 7 punkter');
      await expect(covers.getByRole('definition')).toHaveText([
        'Inkluderet',
        'Ikke oplyst',
        'Ikke inkluderet',
        'Inkluderet',
        'Ikke oplyst',
        'Ikke oplyst',
        'Ikke inkluderet',
      ]);

      // Indstillinger › Prislister: every day. A day later the schedule finds the same list and confirms it.
      await setRefetchEveryDay(page, project === 'desktop');
      const dayOne = await moveClock(page, 1);
      await expect
        .poll(() => confirmedDay(page.request, enyaqId), { timeout: 45_000 })
        .toBe(formatDate(dayOne));
      await page.goto(`/listing/${enyaqId}`);
      await expect(note).toContainText(`Pris tjekket ${formatDate(dayOne)}`);
      expect((await sessionsOf(page.request, sellerId)).length).toBe(1);

      // The seller raises its prices: the next day's fetch opens a batch for review and confirms nothing.
      served = await freshPriceList({ validUntil, variantTag: tag, raise: 100 });
      await moveClock(page, 2);
      // A second session, made by the schedule, with its batch.
      await expect
        .poll(
          async () => {
            const sessions = await sessionsOf(page.request, sellerId);
            return sessions.length === 2 ? (sessions[0]?.batch_id ?? null) : null;
          },
          { timeout: 60_000 },
        )
        .not.toBeNull();
      const [newest] = await sessionsOf(page.request, sellerId);
      await page.goto(`/admin/batches/${newest?.batch_id}/review`);
      await expect(page.getByTestId('import-change').first()).toBeVisible();
      await expect(page.getByText(/Opdatering: Skoda Enyaq .* – 2 tilbud ændret/)).toBeVisible();
      expect(await confirmedDay(page.request, enyaqId)).toBe(formatDate(dayOne));

      // After the valid-until date the cars leave the search and the page says the offers have expired.
      await moveClock(page, 4);
      await page.goto(`/listings?q=${tag}`);
      await expect(page.getByText('Ingen biler fundet')).toBeVisible();
      await page.goto(`/listing/${enyaqId}`);
      await expect(page.getByRole('heading', { level: 1, name: /Skoda Enyaq/ })).toBeVisible();
      await expect(
        page.getByText(`Tilbuddene på denne bil er udløbet. De gjaldt til og med ${validUntil}`),
      ).toBeVisible();
      await expect(page.getByText(/kr\.\/md\./)).toHaveCount(0);
      await page.goto(`/admin/listings/edit/${enyaqId}`);
      await expect(page.getByText(`tilbuddene gjaldt til og med ${validUntil}`)).toBeVisible();
    } finally {
      await page.request.put('/api/test-clock', { data: { offset_ms: 0 } });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
