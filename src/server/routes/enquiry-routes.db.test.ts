import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import type { DatabaseHandle } from '../../db/client';
import { MAIL_DELIVERY_JOB_KIND } from '../../db/mail-outbox/queue-mail';
import { enquiries, jobs, listings, mailOutbox, sellers } from '../../db/schema';
import { ENQUIRY_CONSENT_VERSION } from '../../domain/enquiries/enquiry-consent';
import type { EnquiryInput } from '../../domain/enquiries/enquiry-input-schema';
import { FORM_REFUSALS } from '../../domain/enquiries/enquiry-spam-guard';
import { createApp } from '../app';
import {
  ENQUIRIES_PER_ADDRESS,
  ENQUIRIES_PER_EMAIL,
  ENQUIRY_THROTTLE_MESSAGE,
} from '../services/enquiries/enquiry-throttle';

const SELLER = 'Bilhuset Nord ApS';
const SELLER_WITHOUT_LEADS = 'Stille Biler ApS';
const LEAD_ADDRESSES = ['leads@bilhuset-nord.dk', 'salg@bilhuset-nord.dk'];
const RETURN_FEE = 2500;

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>['app'];
let listingId: string;
let quietListingId: string;
let wakes = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([
    {
      seller: SELLER,
      make: 'Skoda',
      model: 'Enyaq',
      variant: '85 Sportline 286 HK',
      offers: [
        { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 4295 },
        { mileage_per_year: 20000, period_months: 48, first_payment: 19995, monthly_price: 3895 },
      ],
    },
    { seller: SELLER_WITHOUT_LEADS },
  ]);
  await bulkInsertCatalog(handle.db, bundle);
  [listingId = '', quietListingId = ''] = bundle.ids;
  await handle.db.update(listings).set({ returnFee: RETURN_FEE }).where(eq(listings.id, listingId));
  await handle.db.update(sellers).set({ leadEmails: LEAD_ADDRESSES }).where(eq(sellers.name, SELLER));
  app = createApp({
    onMailQueued: () => {
      wakes += 1;
    },
    db: handle.db,
    trustedProxyHeader: 'x-forwarded-for',
    publicUrl: 'https://leasingmatch.dk',
  }).app;
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`truncate enquiries, mail_outbox, jobs, account_throttle cascade`);
  wakes = 0;
});

let visitor = 0;
/** A valid enquiry from a visitor of its own (e-mail and address), so only the tested limit bites. */
function enquiry(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  visitor += 1;
  return {
    listing_id: listingId,
    km: 20000,
    mdr: 48,
    udb: 19995,
    monthly_price: 3895,
    name: 'Mette Hansen',
    email: `mette${visitor}@eksempel.dk`,
    phone: '22 34 56 78',
    message: 'Kan bilen leveres i marts?',
    contact_time: 'afternoon',
    consent: true,
    consent_version: ENQUIRY_CONSENT_VERSION,
    ms_on_form: 45_000,
    fax: '',
    ...overrides,
  };
}

let address = 0;
async function submit(body: unknown, ip = `203.0.113.${(address++ % 250) + 1}`) {
  const response = await app.request('/api/enquiries', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const storedCount = async () => (await handle.db.select().from(enquiries)).length;
const mailCount = async () => (await handle.db.select().from(mailOutbox)).length;

describe('POST /api/enquiries', () => {
  it('stores the enquiry with the chosen offer as it is, and queues the seller mails and the visitor copy', async () => {
    const sent = enquiry();
    const answer = await submit(sent);
    expect(answer.status).toBe(201);
    expect(wakes).toBe(1);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.message).toBe(
      `Tak! Vi har modtaget din henvendelse og sender den til ${SELLER}, som kontakter dig om tilbuddet. Du får en kopi på e-mail.`,
    );

    const [stored] = await handle.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, String(answer.body.id)));
    expect(stored).toMatchObject({
      listingId,
      sellerName: SELLER,
      make: 'Skoda',
      model: 'Enyaq',
      variant: '85 Sportline 286 HK',
      mileagePerYear: 20000,
      periodMonths: 48,
      firstPayment: 19995,
      monthlyPrice: 3895,
      // The detail page's total: first payment + 48 × monthly + the stated return fee.
      totalCost: 19995 + 48 * 3895 + RETURN_FEE,
      name: 'Mette Hansen',
      email: sent.email,
      phone: '+45 22 34 56 78',
      message: 'Kan bilen leveres i marts?',
      contactTime: 'afternoon',
      consentVersion: ENQUIRY_CONSENT_VERSION,
      status: 'new',
      deliveryState: 'queued',
    });
    expect(stored?.clientHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored?.clientHash).not.toContain('203.0.113');

    const mails = await handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.recipient));
    expect(mails.map((mail) => [mail.recipient, mail.enquiryRole, mail.status])).toEqual([
      [LEAD_ADDRESSES[0], 'seller', 'pending'],
      [sent.email, 'visitor_copy', 'pending'],
      [LEAD_ADDRESSES[1], 'seller', 'pending'],
    ]);
    const sellerMail = mails.find((mail) => mail.recipient === LEAD_ADDRESSES[0]);
    expect(sellerMail?.replyTo).toBe(sent.email);
    expect(sellerMail?.subject).toBe('Ny henvendelse via Leasingmatch: Skoda Enyaq 85 Sportline 286 HK');
    const offerBlock = [
      'Bil: Skoda Enyaq 85 Sportline 286 HK',
      'Kilometer pr. år: 20.000 km/år',
      'Løbetid: 48 mdr.',
      'Udbetaling: 19.995 kr.',
      'Månedlig ydelse: 3.895 kr./md.',
      'Samlet pris: 209.455 kr.',
    ].join('\n');
    expect(sellerMail?.body).toContain(offerBlock);
    // Exactly the chosen offer: the listing's other offer appears nowhere.
    expect(sellerMail?.body).not.toContain('4.295');
    expect(sellerMail?.body).toContain('Telefon: +45 22 34 56 78');
    expect(sellerMail?.body).toContain(
      `https://leasingmatch.dk/listing/${listingId}?km=20000&mdr=48&udb=19995`,
    );
    const copy = mails.find((mail) => mail.enquiryRole === 'visitor_copy');
    expect(copy?.body).toContain(offerBlock);
    expect(copy?.body).toContain(`Vi har sendt den til ${SELLER}`);

    const queued = await handle.db.select().from(jobs).where(eq(jobs.kind, MAIL_DELIVERY_JOB_KIND));
    expect(queued.map((job) => (job.payload as { mailId: string }).mailId).sort()).toEqual(
      mails.map((mail) => mail.id).sort(),
    );
  });

  it('stores an enquiry to a seller without a lead address, flagged, with only the visitor copy', async () => {
    const sent = enquiry({ listing_id: quietListingId, km: 15000, mdr: 36, udb: 35000, monthly_price: 3500 });
    const answer = await submit(sent);
    expect(answer.status).toBe(201);
    const [stored] = await handle.db.select().from(enquiries);
    expect(stored?.deliveryState).toBe('no_lead_address');
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.recipient, mail.enquiryRole])).toEqual([[sent.email, 'visitor_copy']]);
  });

  it('refuses a filled honeypot with a neutral Danish message, storing and mailing nothing', async () => {
    const answer = await submit(enquiry({ fax: '+45 11 22 33 44' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(FORM_REFUSALS.honeypot);
    expect(wakes).toBe(0);
    expect(await storedCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it('refuses a form sent faster than a person can, and one open for over a day', async () => {
    const fast = await submit(enquiry({ ms_on_form: 1200 }));
    expect([fast.status, fast.body.error]).toEqual([400, FORM_REFUSALS.too_fast]);
    const old = await submit(enquiry({ ms_on_form: 25 * 3600 * 1000 }));
    expect([old.status, old.body.error]).toEqual([400, FORM_REFUSALS.too_old]);
    expect(await storedCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it('answers 429 to a flood from one address after its limit, with Retry-After', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let n = 0; n < ENQUIRIES_PER_ADDRESS.maxAttempts + 2; n += 1)
      statuses.push((await submit(enquiry(), ip)).status);
    expect(statuses).toEqual([...Array(ENQUIRIES_PER_ADDRESS.maxAttempts).fill(201), 429, 429]);
    const refused = await submit(enquiry(), ip);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', error: ENQUIRY_THROTTLE_MESSAGE });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(ENQUIRIES_PER_ADDRESS.maxAttempts);
    // Another address is not held back by this one's flood.
    expect((await submit(enquiry(), '192.0.2.78')).status).toBe(201);
  });

  it('answers 429 to a flood in one e-mail address from many addresses', async () => {
    const email = 'flood@eksempel.dk';
    const statuses: number[] = [];
    for (let n = 0; n < ENQUIRIES_PER_EMAIL.maxAttempts + 1; n += 1)
      statuses.push((await submit(enquiry({ email: n % 2 ? email : email.toUpperCase() }))).status);
    expect(statuses).toEqual([...Array(ENQUIRIES_PER_EMAIL.maxAttempts).fill(201), 429]);
    expect(await storedCount()).toBe(ENQUIRIES_PER_EMAIL.maxAttempts);
  });

  it('answers 400 with a Danish message per field', async () => {
    const answer = await submit(
      enquiry({ name: '', email: 'ikke-en-adresse', phone: '1234', consent: false as true }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Skriv dit navn' },
        { path: 'email', message: 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk' },
        { path: 'phone', message: 'Skriv et dansk telefonnummer med 8 cifre, fx 20 30 40 50' },
        { path: 'consent', message: 'Du skal acceptere, at dine oplysninger sendes til forhandleren' },
      ]),
    );
    expect(await storedCount()).toBe(0);
  });

  it('answers 409 when the listing has no offer of these terms or price any more, and 404 for a listing that is gone', async () => {
    const changed = await submit(enquiry({ udb: 5000 }));
    expect(changed.status).toBe(409);
    const repriced = await submit(enquiry({ monthly_price: 3795 }));
    expect(repriced.status).toBe(409);
    expect(changed.body.error).toBe(
      'Tilbuddet er ændret, siden du åbnede siden. Genindlæs siden, og send igen.',
    );
    const gone = await submit(enquiry({ listing_id: '00000000-0000-4000-8000-000000000000' }));
    expect(gone.status).toBe(404);
    expect(await storedCount()).toBe(0);
  });
});
