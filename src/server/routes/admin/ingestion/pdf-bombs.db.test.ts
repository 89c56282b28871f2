import { describe, expect, it, vi } from 'vitest';
import {
  carriageReturnBombPdf,
  doubleFlateBombPdf,
  imageClaimBombPdf,
  sharedContentPagesPdf,
} from '../../../../../tests/hostile/pdf-bombs';
import { seedSellerWithModels, setupIngestionApi } from './ingestion-test-client';

vi.setConfig({ testTimeout: 90_000 });

const { ctx, api } = setupIngestionApi();

const MB = 1024 * 1024;
const TOO_MUCH_INFLATED = "PDF'en er for stor til at blive læst: over 200 MB udpakket.";
const PROBE_EVERY_MS = 50;

/**
 * Runs `work` while asking GET /api/health every 50 ms. A probe's wait counts from when it was due (50
 * ms after the previous answer), so a blocked event loop shows even when it delays the probe's start.
 */
async function probingHealth<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  const waits: number[] = [];
  const probing = (async () => {
    let due = performance.now();
    while (!done) {
      const response = await ctx.request('/api/health');
      expect(response.status).toBe(200);
      const answered = performance.now();
      waits.push(answered - due);
      due = answered + PROBE_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const result = await work().finally(() => {
    done = true;
  });
  await probing;
  return { result, slowestMs: Math.max(...waits) };
}

const toyotaParse = (bytes: Uint8Array) =>
  api.multipart('/api/admin/toyota-pdf/parse', {}, { file: [{ name: 'prisliste.pdf', bytes }] });

const bombs: Array<[string, () => Uint8Array, string]> = [
  ['a double-Flate bomb (5 kB → 256 MB)', () => doubleFlateBombPdf(256 * MB), TOO_MUCH_INFLATED],
  ['a Flate bomb behind "stream\\r"', () => carriageReturnBombPdf(256 * MB), TOO_MUCH_INFLATED],
  ['a Flate bomb claiming /Subtype /Image', () => imageClaimBombPdf(256 * MB), TOO_MUCH_INFLATED],
  [
    '2 000 pages sharing one content stream',
    () => sharedContentPagesPdf(2000, 100),
    "PDF'en er for stor til at blive læst: over 500 sider.",
  ],
];

describe('PDF bombs (issue 26, finding 1): refused in Danish while the site keeps answering', () => {
  it.each(bombs)('Toyota parse: %s', async (_, bomb, message) => {
    const bytes = bomb();
    expect(bytes.length).toBeLessThan(320 * 1024);
    const { result: response, slowestMs } = await probingHealth(() => toyotaParse(bytes));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'unreadable_pdf', error: message });
    expect(slowestMs, '/api/health while the bomb was read').toBeLessThan(1000);
  });

  it('an import session fails with the Danish reason, and its layout page refuses the same way', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Bombe ApS', []);
    const bytes = sharedContentPagesPdf(2000, 100);
    const { result: session, slowestMs } = await probingHealth(async () => {
      const [id] = await api.startPdfs(sellerId, [{ name: 'bombe.pdf', bytes }]);
      return api.waitForSession(id as string);
    });
    expect(session).toMatchObject({
      status: 'failed',
      error_code: 'unreadable_pdf',
      error_message: "PDF'en er for stor til at blive læst: over 500 sider.",
    });
    expect(slowestMs, '/api/health while the session was read').toBeLessThan(1000);

    const layout = await probingHealth(() =>
      api.json('GET', `/api/admin/extraction-sessions/${session.id}/layout`),
    );
    expect(layout.result.status).toBe(409);
    expect(await layout.result.json()).toMatchObject({
      error: "PDF'en er for stor til at blive læst: over 500 sider.",
    });
    expect(layout.slowestMs, '/api/health while the layout was read').toBeLessThan(1000);
  });
});
