import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeEnquiry } from '../../../../../tests/helpers/enquiry-fixtures';
import { createTestDatabase } from '../../../../../tests/setup/test-database';
import { countAccountAttempt } from '../../../../db/account-throttle/count-account-attempt';
import type { AuditActor } from '../../../../db/audit/record-audit';
import type { DatabaseHandle } from '../../../../db/client';
import { accountThrottle } from '../../../../db/schema/account-throttle';
import { auditLog } from '../../../../db/schema/admin';
import { user } from '../../../../db/schema/auth';
import { sellers } from '../../../../db/schema/catalog';
import { enquiries } from '../../../../db/schema/enquiries';
import { enquiryNotes } from '../../../../db/schema/enquiry-notes';
import { mailOutbox } from '../../../../db/schema/mail-outbox';
import { accountThrottleKey } from '../../../auth/account-throttle-rules';
import { ENQUIRIES_PER_EMAIL } from '../../enquiries/enquiry-throttle';
import { addEnquiryNote } from './add-enquiry-note';
import { changeEnquiryStatus } from './change-enquiry-status';
import { eraseEnquiriesByEmail } from './erase-enquiries-by-email';
import { findEnquiries } from './find-enquiries';
import { findEnquiry } from './find-enquiry';

let handle: DatabaseHandle;
let actor: AuditActor;
const seller = { nord: '', syd: '' };

beforeAll(async () => {
  handle = await createTestDatabase();
  const [account] = await handle.db
    .insert(user)
    .values({ id: randomUUID(), name: 'Admin', email: 'admin@test.dk', emailVerified: true })
    .returning();
  actor = { id: account?.id as string, email: 'admin@test.dk' };
  const [nord, syd] = await handle.db
    .insert(sellers)
    .values([{ name: 'Bilhuset Nord' }, { name: 'Auto Syd' }])
    .returning();
  seller.nord = nord?.id as string;
  seller.syd = syd?.id as string;
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`delete from enquiries`);
  await handle.db.execute(sql`delete from mail_outbox`);
  await handle.db.execute(sql`delete from audit_log`);
});

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

describe('findEnquiries', () => {
  it('lists newest first and filters by seller, status, days and name or e-mail', async () => {
    const old = await storeEnquiry(handle.db, {
      sellerId: seller.nord,
      name: 'Anders And',
      email: 'anders@andeby.dk',
      createdAt: day('2026-10-01'),
    });
    const middle = await storeEnquiry(handle.db, {
      sellerId: seller.syd,
      sellerName: 'Auto Syd',
      name: 'Bente Bil',
      email: 'bente@example.dk',
      status: 'answered',
      createdAt: day('2026-11-10'),
    });
    const newest = await storeEnquiry(handle.db, {
      sellerId: seller.nord,
      name: 'Carl 100%',
      email: 'carl@example.dk',
      createdAt: day('2026-11-20'),
    });
    const ids = async (search: Parameters<typeof findEnquiries>[1]) =>
      (await findEnquiries(handle.db, search)).rows.map((row) => row.id);

    const all = await findEnquiries(handle.db, {});
    expect(all.rows.map((row) => row.id)).toEqual([newest, middle, old]);
    expect(all.total).toBe(3);
    expect(all.sellers).toEqual([
      { id: seller.syd, name: 'Auto Syd' },
      { id: seller.nord, name: 'Bilhuset Nord' },
    ]);
    expect(all.rows[0]).toMatchObject({
      car: 'Toyota Yaris Cross Active',
      monthlyPrice: 3295,
      status: 'new',
    });

    expect(await ids({ seller: seller.nord })).toEqual([newest, old]);
    expect(await ids({ status: 'answered' })).toEqual([middle]);
    expect(await ids({ from: '2026-11-10', to: '2026-11-10' })).toEqual([middle]);
    expect(await ids({ from: '2026-11-11' })).toEqual([newest]);
    expect(await ids({ to: '2026-10-31' })).toEqual([old]);
    expect(await ids({ search: 'ANDEBY' })).toEqual([old]);
    expect(await ids({ search: 'bente' })).toEqual([middle]);
    // % is a character to find, not a wildcard.
    expect(await ids({ search: '100%' })).toEqual([newest]);
    expect(await ids({ search: 'x%' })).toEqual([]);
  });

  it('pages the list', async () => {
    for (let i = 0; i < 3; i++) {
      await storeEnquiry(handle.db, { createdAt: day(`2026-11-0${i + 1}`), leadEmails: [] });
    }
    const second = await findEnquiries(handle.db, { page: 2, per_page: 2 });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0]?.createdAt).toBe(day('2026-11-01').toISOString());
  });
});

describe('findEnquiry', () => {
  it('answers the offer as sent, the visitor, each mail with its attempts and last error', async () => {
    const id = await storeEnquiry(handle.db, {
      sellerId: seller.nord,
      leadEmails: ['a@forhandler.dk', 'b@forhandler.dk'],
    });
    await handle.db
      .update(mailOutbox)
      .set({ attempts: 2, error: 'Connection refused' })
      .where(eq(mailOutbox.recipient, 'b@forhandler.dk'));
    const enquiry = await findEnquiry(handle.db, id);
    expect(enquiry).toMatchObject({
      car: 'Toyota Yaris Cross Active',
      variant: 'Active',
      periodMonths: 36,
      firstPayment: 9995,
      totalCost: 128_615,
      name: 'Karen Kunde',
      phone: '+45 22 34 56 78',
      message: 'Kan jeg hente den i Aalborg?',
      consentVersion: 'v1',
      notes: [],
    });
    expect(enquiry?.mails.map((mail) => [mail.role, mail.recipient, mail.attempts, mail.error])).toEqual([
      ['seller', 'a@forhandler.dk', 0, null],
      ['seller', 'b@forhandler.dk', 2, 'Connection refused'],
      ['visitor_copy', 'kunde@example.dk', 0, null],
    ]);
    expect(enquiry?.mails[0]?.nextAttemptAt).not.toBeNull();
    expect(await findEnquiry(handle.db, randomUUID())).toBeUndefined();
  });
});

describe('status and notes', () => {
  it('changes the status with an audit row of before and after; the same status again records nothing', async () => {
    const id = await storeEnquiry(handle.db, { status: 'sent' });
    expect(await changeEnquiryStatus(handle.db, actor, id, 'answered')).toBe(true);
    expect(await changeEnquiryStatus(handle.db, actor, id, 'answered')).toBe(true);
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row?.status).toBe('answered');
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      entity: 'enquiry',
      actorEmail: 'admin@test.dk',
      before: { status: 'sent' },
      after: { status: 'answered' },
    });
    expect(await changeEnquiryStatus(handle.db, actor, randomUUID(), 'closed')).toBe(false);
  });

  it('adds a note with its author, audited without its text', async () => {
    const id = await storeEnquiry(handle.db);
    const note = await addEnquiryNote(handle.db, actor, id, 'Ringede kl. 18, sender tilbud i morgen');
    expect(note).toMatchObject({
      authorEmail: 'admin@test.dk',
      body: 'Ringede kl. 18, sender tilbud i morgen',
    });
    expect((await findEnquiry(handle.db, id))?.notes.map((n) => n.body)).toEqual([
      'Ringede kl. 18, sender tilbud i morgen',
    ]);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'add_note')));
    expect(audit?.after).toEqual({ noteId: note?.id, length: 38 });
    expect(JSON.stringify(audit)).not.toContain('Ringede');
    expect(await addEnquiryNote(handle.db, actor, randomUUID(), 'x')).toBeUndefined();
  });
});

describe('eraseEnquiriesByEmail', () => {
  it('removes every enquiry, mail, note and counter of one address, whatever its case, and nothing else', async () => {
    const gone = [
      await storeEnquiry(handle.db, { email: 'Karen@Example.dk' }),
      await storeEnquiry(handle.db, { email: 'karen@example.dk', leadEmails: [] }),
    ];
    await addEnquiryNote(handle.db, actor, gone[0] as string, 'Ringet op');
    const kept = await storeEnquiry(handle.db, { name: 'Bo Hansen', email: 'bo@example.dk' });
    await addEnquiryNote(handle.db, actor, kept, 'Bo vil have en stationcar');
    const key = accountThrottleKey(ENQUIRIES_PER_EMAIL, 'karen@example.dk');
    const keptKey = accountThrottleKey(ENQUIRIES_PER_EMAIL, 'bo@example.dk');
    await countAccountAttempt(handle.db, key, 3600);
    await countAccountAttempt(handle.db, keptKey, 3600);

    const deleted = await eraseEnquiriesByEmail(handle.db, actor, 'KAREN@example.dk');
    // Two enquiries: one seller mail and a copy, then only a copy.
    expect(deleted).toEqual({ enquiries: 2, mails: 3 });

    const text = (rows: unknown) => JSON.stringify(rows).toLowerCase();
    const remaining = {
      enquiries: await handle.db.select().from(enquiries),
      mails: await handle.db.select().from(mailOutbox),
      notes: await handle.db.select().from(enquiryNotes),
      audit: await handle.db.select().from(auditLog),
      throttle: await handle.db.select().from(accountThrottle),
    };
    expect(remaining.enquiries.map((row) => row.id)).toEqual([kept]);
    expect(remaining.mails).toHaveLength(2);
    expect(remaining.mails.every((mail) => mail.enquiryId === kept)).toBe(true);
    expect(remaining.notes.map((note) => note.body)).toEqual(['Bo vil have en stationcar']);
    expect(remaining.throttle.map((row) => row.key)).toEqual([keptKey]);
    expect(text(remaining)).not.toContain('karen');

    const erase = remaining.audit.find((row) => row.action === 'erase');
    expect(erase).toMatchObject({ entity: 'enquiry', entityId: null, after: { enquiries: 2, mails: 3 } });
  });

  it('answers zero for an address without enquiries and still records the request', async () => {
    await storeEnquiry(handle.db);
    expect(await eraseEnquiriesByEmail(handle.db, actor, 'ingen@example.dk')).toEqual({
      enquiries: 0,
      mails: 0,
    });
    expect(await handle.db.select().from(enquiries)).toHaveLength(1);
    expect((await handle.db.select().from(auditLog)).map((row) => row.after)).toEqual([
      { enquiries: 0, mails: 0 },
    ]);
  });
});
