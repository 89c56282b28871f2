import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeEnquiry } from '../../../tests/helpers/enquiry-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { user } from '../../db/schema/auth';
import { enquiries } from '../../db/schema/enquiries';
import { enquiryNotes } from '../../db/schema/enquiry-notes';
import { jobs } from '../../db/schema/jobs';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { addEnquiryNote } from '../services/admin/enquiries/add-enquiry-note';
import { retentionCutoff } from '../services/admin/enquiries/prune-old-enquiries';
import { saveSettingsSection } from '../services/admin/settings/site-settings';
import { ENQUIRY_RETENTION_JOB_KIND, enquiryRetentionJobHandler } from './enquiry-retention-job';
import type { JobContext } from './job-types';

const NOW = new Date('2026-11-29T10:00:00.000Z');
let handle: DatabaseHandle;
const actor = { id: randomUUID(), email: 'admin@test.dk' };

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(user)
    .values({ id: actor.id, name: 'Admin', email: actor.email, emailVerified: true });
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`delete from enquiries`);
  await handle.db.execute(sql`delete from mail_outbox`);
  await handle.db.execute(sql`delete from jobs where kind = ${ENQUIRY_RETENTION_JOB_KIND}`);
  await handle.db.execute(sql`delete from settings where key = 'enquiries'`);
});

const runJob = () =>
  enquiryRetentionJobHandler({ now: () => NOW }).run({ db: handle.db } as unknown as JobContext);

const monthsAgo = (months: number, plusMs = 0) => new Date(retentionCutoff(NOW, months).getTime() + plusMs);

const remainingIds = async () =>
  (await handle.db.select({ id: enquiries.id }).from(enquiries)).map((row) => row.id).sort();

describe('enquiry retention job', () => {
  it('deletes enquiries older than the default 12 months with their mails and notes, and queues the next run', async () => {
    const old = await storeEnquiry(handle.db, { createdAt: monthsAgo(12, -1000) });
    await addEnquiryNote(handle.db, actor, old, 'Gammel note');
    const recent = await storeEnquiry(handle.db, { createdAt: monthsAgo(12, 1000) });

    await runJob();

    expect(await remainingIds()).toEqual([recent]);
    const mails = await handle.db.select({ enquiryId: mailOutbox.enquiryId }).from(mailOutbox);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.enquiryId === recent)).toBe(true);
    expect(await handle.db.select().from(enquiryNotes)).toEqual([]);
    const next = await handle.db.select().from(jobs).where(eq(jobs.kind, ENQUIRY_RETENTION_JOB_KIND));
    expect(next).toHaveLength(1);
    expect(next[0]?.runAfter.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('follows the retention months set in Indstillinger', async () => {
    await saveSettingsSection(handle.db, actor, 'enquiries', { retentionMonths: 3 }, 0);
    const fourMonths = await storeEnquiry(handle.db, { createdAt: monthsAgo(4) });
    const twoMonths = await storeEnquiry(handle.db, { createdAt: monthsAgo(2) });
    expect(fourMonths).not.toBe(twoMonths);

    await runJob();

    expect(await remainingIds()).toEqual([twoMonths]);
  });
});

describe('retentionCutoff', () => {
  it.each([
    ['2026-11-29T10:00:00.000Z', 12, '2025-11-29T10:00:00.000Z'],
    ['2026-03-31T08:00:00.000Z', 1, '2026-02-28T08:00:00.000Z'],
    ['2028-03-31T08:00:00.000Z', 1, '2028-02-29T08:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', 2, '2025-11-15T00:00:00.000Z'],
  ])('%s less %i months is %s', (now, months, expected) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(expected);
  });
});
