import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import { type DatabaseHandle, queryRows } from '../../db/client';
import type { PriceAlertInput } from '../../domain/price-alerts/price-alert-input-schema';
import { createApp } from '../app';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>['app'];
let listingId: string;
let wakes = 0;

async function call(method: 'GET' | 'POST', path: string, body?: unknown, ip = '198.51.100.20') {
  const response = await app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const carAlert = (email: string, overrides: Record<string, unknown> = {}): PriceAlertInput => ({
  kind: 'car',
  listing_id: listingId,
  km: 15000,
  mdr: 36,
  udb: 0,
  monthly_price: 4295,
  target_price: '',
  email,
  frequency: 'instant',
  consent: true,
  ms_on_form: 6000,
  ...overrides,
});

async function confirmTokenOf(email: string): Promise<string> {
  const [mail] = await queryRows<{ body: string }>(
    handle.db,
    sql`select body from mail_outbox where recipient = ${email} order by created_at limit 1`,
  );
  return /bekraeft\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([
    {
      make: 'Skoda',
      model: 'Enyaq',
      variant: '85',
      offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 4295 }],
    },
  ]);
  await bulkInsertCatalog(handle.db, bundle);
  listingId = bundle.ids[0] as string;
  app = createApp({
    db: handle.db,
    trustedProxyHeader: 'x-forwarded-for',
    publicUrl: 'https://leasingmatch.dk',
    onMailQueued: () => {
      wakes += 1;
    },
  }).app;
});

afterAll(async () => {
  await handle?.close();
});

describe('/api/price-alerts', () => {
  it('refuses an incomplete form field by field in Danish, and stores nothing', async () => {
    const answer = await call(
      'POST',
      '/api/price-alerts',
      carAlert('', { consent: false, target_price: 'tre' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Skriv din e-mailadresse' },
        { path: 'consent', message: 'Du skal sige ja tak til e-mails, før vi kan sende dig beskeder' },
        { path: 'target_price', message: 'Skriv en månedlig pris i hele kroner, fx 2.995' },
      ]),
    );
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from price_alerts`);
    expect(row?.n).toBe(0);
  });

  it('subscribes, confirms once by POST, and manages the address’s alerts by token', async () => {
    const created = await call(
      'POST',
      '/api/price-alerts',
      carAlert('lone@example.dk', { target_price: '3.995' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toContain('Tjek din e-mail');
    expect(wakes).toBe(1);
    const second = await call(
      'POST',
      '/api/price-alerts',
      carAlert('lone@example.dk', { frequency: 'weekly', target_price: null }),
    );
    expect(second.status).toBe(201);

    expect((await call('POST', '/api/price-alerts/confirm', { token: 'x'.repeat(43) })).status).toBe(404);
    const confirmed = await call('POST', '/api/price-alerts/confirm', {
      token: await confirmTokenOf('lone@example.dk'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.alert).toMatchObject({ status: 'active', price_limit: 3995, last_price: 4295 });
    const manageToken = confirmed.body.manage_token as string;

    const listed = await call('GET', `/api/price-alerts/manage?token=${manageToken}`);
    expect(listed.body.email).toBe('lone@example.dk');
    const alerts = listed.body.alerts as { id: string; status: string; frequency: string }[];
    expect(alerts.map((alert) => [alert.status, alert.frequency])).toEqual([
      ['active', 'instant'],
      ['pending', 'weekly'],
    ]);

    const changed = await call('POST', '/api/price-alerts/frequency', {
      token: manageToken,
      alert_id: alerts[0]?.id,
      frequency: 'daily',
    });
    expect(changed.body.alert).toMatchObject({ frequency: 'daily' });

    const all = await call('POST', '/api/price-alerts/unsubscribe', { token: manageToken, all: true });
    expect((all.body.unsubscribed as unknown[]).length).toBe(2);
    const after = await call('GET', `/api/price-alerts/manage?token=${manageToken}`);
    expect((after.body.alerts as { status: string }[]).map((alert) => alert.status)).toEqual([
      'unsubscribed',
      'unsubscribed',
    ]);
  });

  it('answers 404 for an unknown manage token and 400 for a malformed one', async () => {
    expect((await call('GET', `/api/price-alerts/manage?token=${'y'.repeat(43)}`)).status).toBe(404);
    expect((await call('GET', '/api/price-alerts/manage?token=kort')).status).toBe(400);
    expect((await call('POST', '/api/price-alerts/unsubscribe', { token: 'z'.repeat(43) })).status).toBe(404);
  });
});
