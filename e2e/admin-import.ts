import { expect, type Page } from '@playwright/test';

/**
 * A new seller with one price list imported through the API (the import screens have their own
 * tests): a text list extracted, made a batch, every change approved and applied.
 */
export async function importPriceListByApi(page: Page, sellerName: string, text: string) {
  const seller = await page.request.post('/api/admin/sellers', { data: { name: sellerName } });
  expect(seller.status()).toBe(201);
  const sellerId = ((await seller.json()) as { id: string }).id;
  return { sellerId, ...(await importSellersPriceListByApi(page, sellerId, text)) };
}

/** A price list of an existing seller imported through the API, every change approved and applied. */
export async function importSellersPriceListByApi(page: Page, sellerId: string, text: string) {
  const started = await page.request.post('/api/admin/extraction-sessions', {
    multipart: { seller_id: sellerId, extractor: 'auto', source_kind: 'text', text },
  });
  expect(started.status()).toBe(201);
  const [sessionId] = ((await started.json()) as { session_ids: string[] }).session_ids;
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/admin/extraction-sessions/${sessionId}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 45_000 },
    )
    .toBe('succeeded');
  const batch = await page.request.post('/api/admin/batches', { data: { session_ids: [sessionId] } });
  expect(batch.ok()).toBe(true);
  const batchId = ((await batch.json()) as { batch_id: string }).batch_id;
  const detail = (await (await page.request.get(`/api/admin/batches/${batchId}`)).json()) as {
    changes: { id: string; type: string }[];
    version: number;
  };
  const reviewed = await page.request.post(`/api/admin/batches/${batchId}/review`, {
    data: { change_ids: detail.changes.map((change) => change.id), decision: 'approved' },
  });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
  const applied = await page.request.post(`/api/admin/batches/${batchId}/apply`, {
    data: { expectedVersion: detail.version },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return {
    sessionId: sessionId as string,
    batchId,
    changeTypes: detail.changes.map((change) => change.type),
  };
}
