import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import {
  closedSmtpUrl,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../../tests/helpers/smtp-test-server';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import type { DatabaseHandle } from '../../db/client';
import { MAIL_DELIVERY_JOB_KIND } from '../../db/mail-outbox/queue-mail';
import { enquiries, jobs, mailOutbox, sellers } from '../../db/schema';
import { ENQUIRY_CONSENT_VERSION } from '../../domain/enquiries/enquiry-consent';
import { createApp } from '../app';
import { smtpSendMail } from '../mail/smtp-transport';
import { type JobWorker, startJobWorker } from './job-worker';
import { mailDeliveryJobHandler } from './mail-delivery-job';

const LEAD_ADDRESS = 'leads@bilhuset-nord.dk';
const VISITOR = 'jonas@eksempel.dk';
const RETRY_DELAY_MS = 60_000;

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>['app'];
let listingId: string;
let smtp: SmtpTestServer;
let worker: JobWorker | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([{ seller: 'Bilhuset Nord ApS' }]);
  await bulkInsertCatalog(handle.db, bundle);
  listingId = bundle.ids[0] ?? '';
  await handle.db.update(sellers).set({ leadEmails: [LEAD_ADDRESS] });
  app = createApp({ db: handle.db, trustedProxyHeader: 'x-forwarded-for' }).app;
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`truncate enquiries, mail_outbox, jobs, account_throttle cascade`);
  smtp.received.length = 0;
});
afterEach(async () => {
  await worker?.stop({ graceMs: 2000 });
  worker = undefined;
});

let visitorNumber = 0;
async function sendEnquiry(): Promise<string> {
  visitorNumber += 1;
  const response = await app.request('/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${visitorNumber}` },
    body: JSON.stringify({
      listing_id: listingId,
      km: 15000,
      mdr: 36,
      udb: 35000,
      monthly_price: 3500,
      name: 'Jonas Berg',
      email: VISITOR,
      phone: '+45 40 50 60 70',
      message: '',
      contact_time: 'any',
      consent: true,
      consent_version: ENQUIRY_CONSENT_VERSION,
      ms_on_form: 30_000,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function deliver(smtpUrl: string | undefined, retryDelaysMs: readonly number[] = [RETRY_DELAY_MS]) {
  worker = startJobWorker({
    db: handle.db,
    handlers: {
      [MAIL_DELIVERY_JOB_KIND]: mailDeliveryJobHandler({ sendMail: smtpSendMail(smtpUrl), retryDelaysMs }),
    },
    pollMs: 20,
  });
}

async function stopDelivery() {
  await worker?.stop({ graceMs: 2000 });
  worker = undefined;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const enquiryOf = async (id: string) =>
  (await handle.db.select().from(enquiries).where(eq(enquiries.id, id)))[0];
const mailsOf = (id: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id));

describe('queued mail delivery', () => {
  it('keeps the enquiry and retries its mails while SMTP fails, then delivers them once it works', async () => {
    const id = await sendEnquiry();

    deliver(await closedSmtpUrl());
    const failed = await until(
      () => mailsOf(id),
      (mails) => mails.length === 2 && mails.every((mail) => mail.attempts === 1),
    );
    await stopDelivery();
    for (const mail of failed) {
      expect(mail.status).toBe('pending');
      expect(mail.error).toMatch(/ECONNREFUSED|connect/i);
      expect(mail.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + RETRY_DELAY_MS / 2);
    }
    expect(await enquiryOf(id)).toMatchObject({ deliveryState: 'retrying', status: 'new' });
    const retries = await handle.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(retries).toHaveLength(2);
    expect(smtp.received).toHaveLength(0);

    // The backoff has passed, and the mail server is back.
    await handle.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.status, 'queued'));
    deliver(smtp.url);
    const sent = await until(
      () => mailsOf(id),
      (mails) => mails.every((mail) => mail.status === 'sent'),
    );
    expect(sent.map((mail) => [mail.attempts, mail.error, mail.nextAttemptAt])).toEqual([
      [2, null, null],
      [2, null, null],
    ]);
    expect(await enquiryOf(id)).toMatchObject({ deliveryState: 'sent', status: 'sent' });
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([[`<${VISITOR}>`], [`<${LEAD_ADDRESS}>`]]);
    const toSeller = smtp.received.find((mail) => mail.to[0] === `<${LEAD_ADDRESS}>`);
    expect(toSeller?.data).toContain(`Reply-To: ${VISITOR}`);
    expect(toSeller?.data).toContain('Udbetaling: 35.000 kr.');
    expect(toSeller?.data).toContain('Bil: Toyota Corolla 1.8 Hybrid Active 140 HK');
  });

  it('fails a mail after its last retry, and the enquiry says so', async () => {
    const id = await sendEnquiry();
    deliver(await closedSmtpUrl(), []);
    const mails = await until(
      () => mailsOf(id),
      (rows) => rows.length === 2 && rows.every((mail) => mail.status === 'failed'),
    );
    expect(mails.every((mail) => mail.attempts === 1)).toBe(true);
    expect(await enquiryOf(id)).toMatchObject({ deliveryState: 'failed', status: 'new' });
  });

  it('keeps mails in the outbox without SMTP_URL', async () => {
    const id = await sendEnquiry();
    deliver(undefined);
    await until(
      () => mailsOf(id),
      (rows) => rows.every((mail) => mail.status === 'outbox'),
    );
    expect(await enquiryOf(id)).toMatchObject({ deliveryState: 'kept_in_outbox', status: 'new' });
  });
});
