import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../tests/factories/catalog-factory';
import { offer } from '../../../../tests/factories/lease-offer-factory';
import { createTestDatabase } from '../../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../../db/catalog-writes';
import { type DatabaseHandle, queryRows } from '../../../db/client';
import { user } from '../../../db/schema';
import type { PriceAlertData } from '../../../domain/price-alerts/price-alert-input-schema';
import { CatalogCache } from '../../catalog/catalog-cache';
import { eraseEnquiriesByEmail } from '../admin/enquiries/erase-enquiries-by-email';
import { evaluatePriceAlerts } from './evaluate-price-alerts';
import { confirmPriceAlert, listPriceAlerts, unsubscribePriceAlerts } from './manage-price-alerts';
import { priceAlertSubscriber } from './subscribe-price-alert';

const ORIGIN = 'https://leasingmatch.test';
const TERMS = { km: 15000, mdr: 36, udb: 35000 };
const client = { address: '203.0.113.7', userAgent: 'vitest' };

let handle: DatabaseHandle;
let cache: CatalogCache;
let yaris: string;
let later: string[];
let subscribe: ReturnType<typeof priceAlertSubscriber>;

type Mail = { recipient: string; subject: string; body: string };
const mailsTo = (address: string) =>
  queryRows<Mail>(
    handle.db,
    sql`select recipient, subject, body from mail_outbox where lower(recipient) = ${address.toLowerCase()} order by created_at, id`,
  );
const tokenIn = (body: string, path: string) => {
  const match = new RegExp(`${ORIGIN}${path}\\?token=([\\w-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`No ${path} link in: ${body}`);
  return match[1];
};
const setPrice = (listingId: string, price: number) =>
  handle.db.execute(sql`update lease_offers set monthly_price = ${price} where listing_id = ${listingId}`);
const evaluate = (frequency: 'instant' | 'daily', now = new Date()) =>
  evaluatePriceAlerts(handle.db, cache, { frequencies: [frequency], now, publicOrigin: ORIGIN });

function carInput(
  email: string,
  overrides: Partial<Extract<PriceAlertData, { kind: 'car' }>> = {},
): PriceAlertData {
  return {
    kind: 'car',
    listing_id: yaris,
    ...TERMS,
    monthly_price: 3295,
    target_price: null,
    email,
    frequency: 'instant',
    consent: true,
    ms_on_form: 8000,
    ...overrides,
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([
    { make: 'Toyota', model: 'Yaris Cross', variant: 'Active', offers: [offer(15000, 36, 35000, 3295)] },
    { make: 'Kia', model: 'Niro', variant: 'EV', offers: [offer(15000, 36, 35000, 4100)] },
    // Published later by the saved-search test.
    {
      make: 'Kia',
      model: 'EV3',
      variant: 'Air',
      status: 'inactive',
      offers: [offer(15000, 36, 35000, 3600)],
    },
    {
      make: 'Skoda',
      model: 'Elroq',
      variant: '85',
      status: 'inactive',
      offers: [offer(15000, 36, 35000, 3700)],
    },
  ]);
  await bulkInsertCatalog(handle.db, bundle);
  [yaris, , ...later] = bundle.ids as [string, string, string, string];
  cache = new CatalogCache(handle.db, { maxStaleMs: 0 });
  subscribe = priceAlertSubscriber(handle.db, cache, { publicOrigin: ORIGIN });
});

afterAll(async () => {
  await handle?.close();
});

describe('a car price alert', () => {
  it('mails only after confirmation, once per drop, with the change and a working unsubscribe link', async () => {
    const stored = await subscribe(carInput('Karen@Example.dk'), client);
    expect(stored.kind).toBe('stored');
    const [confirmation] = await mailsTo('karen@example.dk');
    expect(confirmation?.subject).toBe('Bekræft din prisalarm på Leasingmatch');
    expect(confirmation?.body).toContain('Toyota Yaris Cross Active når prisen kommer under 3.295 kr./md.');

    // Pending: a drop before the link is opened mails nothing.
    await setPrice(yaris, 3195);
    expect(await evaluate('instant')).toBe(0);
    await setPrice(yaris, 3295);

    const confirmed = await confirmPriceAlert(
      handle.db,
      tokenIn(confirmation?.body ?? '', '/besked/bekraeft'),
    );
    expect(confirmed).toMatchObject({ kind: 'confirmed', alert: { status: 'active', kind: 'car' } });
    expect(await evaluate('instant')).toBe(0); // The price is the one seen at subscription.

    await setPrice(yaris, 3095);
    // The catalogue write itself queued the evaluation (the trigger of migration 0025).
    const [queued] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from jobs where kind = 'price_alerts_changes' and status = 'queued'`,
    );
    expect(queued?.n).toBe(1);

    expect(await evaluate('instant')).toBe(1);
    expect(await evaluate('instant')).toBe(0); // Two evaluations in a row: one mail.
    const afterDrop = await mailsTo('karen@example.dk');
    expect(afterDrop).toHaveLength(2);
    const alertMail = afterDrop[1] as Mail;
    expect(alertMail.subject).toBe('Prisfald: Toyota Yaris Cross Active nu 3.095 kr./md.');
    expect(alertMail.body).toContain('3.295 → 3.095 kr./md.');
    expect(alertMail.body).toContain(`${ORIGIN}/listing/${yaris}?km=15000&mdr=36&udb=35000`);

    // Two processes evaluating the next drop at once: one mail.
    await setPrice(yaris, 2995);
    const counts = await Promise.all([evaluate('instant'), evaluate('instant')]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    const third = (await mailsTo('karen@example.dk'))[2] as Mail;
    expect(third.body).toContain('3.095 → 2.995 kr./md.');

    const unsubscribeToken = tokenIn(alertMail.body, '/besked/afmeld');
    expect(alertMail.body).toContain(`${ORIGIN}/mine-beskeder?token=`);
    const done = await unsubscribePriceAlerts(handle.db, unsubscribeToken, {});
    expect(done?.unsubscribed.map((alert) => alert.status)).toEqual(['unsubscribed']);

    await setPrice(yaris, 2795);
    expect(await evaluate('instant')).toBe(0);
    expect(await mailsTo('karen@example.dk')).toHaveLength(3);
    const listed = await listPriceAlerts(handle.db, unsubscribeToken);
    expect(listed?.alerts.map((alert) => alert.status)).toEqual(['unsubscribed']);
    await setPrice(yaris, 3295);
  });

  it('refuses a price it no longer shows, and a chosen price not below it', async () => {
    expect((await subscribe(carInput('bo@example.dk', { monthly_price: 2995 }), client)).kind).toBe(
      'offer_changed',
    );
    expect(await subscribe(carInput('bo@example.dk', { target_price: 3295 }), client)).toEqual({
      kind: 'invalid',
      path: 'target_price',
      message: 'Vælg en pris under den nuværende på 3.295 kr./md.',
    });
  });

  it('fires at a chosen price only when the price reaches it', async () => {
    await subscribe(carInput('ida@example.dk', { target_price: 3000, frequency: 'daily' }), client);
    const [confirmation] = await mailsTo('ida@example.dk');
    expect(confirmation?.body).toContain('når prisen er 3.000 kr./md. eller lavere');
    await confirmPriceAlert(handle.db, tokenIn(confirmation?.body ?? '', '/besked/bekraeft'));
    await setPrice(yaris, 3100);
    expect(await evaluate('daily')).toBe(0);
    await setPrice(yaris, 2950);
    expect(await evaluate('daily')).toBe(1);
    await setPrice(yaris, 2900);
    expect(await evaluate('daily')).toBe(0); // Same day: at most one mail per period.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await evaluate('daily', tomorrow)).toBe(1);
    await setPrice(yaris, 3295);
  });
});

describe('a saved search', () => {
  it('mails the listings that are new to it, once', async () => {
    const stored = await subscribe(
      {
        kind: 'search',
        query: 'makes=Kia&page=3&view=list',
        email: 'sara@example.dk',
        frequency: 'daily',
        consent: true,
        ms_on_form: 8000,
      },
      client,
    );
    expect(stored.kind).toBe('stored');
    const [confirmation] = await mailsTo('sara@example.dk');
    expect(confirmation?.subject).toBe('Bekræft din gemte søgning på Leasingmatch');
    expect(confirmation?.body).toContain('nye biler i søgningen: Kia.');
    await confirmPriceAlert(handle.db, tokenIn(confirmation?.body ?? '', '/besked/bekraeft'));
    const [row] = await queryRows<{ search_query: string }>(
      handle.db,
      sql`select search_query from price_alerts where email = 'sara@example.dk'`,
    );
    expect(row?.search_query).toBe('makes=Kia');

    expect(await evaluate('daily')).toBe(0);
    for (const id of later) {
      await handle.db.execute(sql`update listings set status = 'active' where id = ${id}`);
    }
    expect(await evaluate('daily')).toBe(1);
    expect(await evaluate('daily')).toBe(0);
    const mail = (await mailsTo('sara@example.dk'))[1] as Mail;
    expect(mail.subject).toBe('1 ny bil i din søgning på Leasingmatch');
    expect(mail.body).toContain('Kia EV3 Air: 3.600 kr./md.');
    expect(mail.body).not.toContain('Skoda');
    expect(mail.body).toContain(`${ORIGIN}/listings?makes=Kia`);
  });
});

describe('a deletion request by e-mail', () => {
  it('deletes the address’s alerts and their mails with its enquiries', async () => {
    const before = await mailsTo('sara@example.dk');
    expect(before.length).toBeGreaterThan(0);
    const [admin] = await handle.db
      .insert(user)
      .values({ id: randomUUID(), name: 'Admin', email: 'admin@test.dk', emailVerified: true })
      .returning();
    await eraseEnquiriesByEmail(
      handle.db,
      { id: admin?.id as string, email: 'admin@test.dk' },
      'SARA@example.dk',
    );
    expect(await mailsTo('sara@example.dk')).toHaveLength(0);
    const [left] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from price_alerts where lower(email) = 'sara@example.dk'`,
    );
    expect(left?.n).toBe(0);
  });
});
