import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { EnquiryStatus } from '../../domain/enquiries/enquiry-vocabulary';
import type { Executor } from '../client';
import { enquiries } from '../schema/enquiries';

export type EnquiryInboxFilter = {
  sellerId?: string | undefined;
  status?: EnquiryStatus | undefined;
  /** Inclusive start. */
  from?: Date | undefined;
  /** Exclusive end. */
  before?: Date | undefined;
  /** Part of the visitor's name or e-mail, any case. */
  text?: string | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function whereOf(filter: EnquiryInboxFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.sellerId) conditions.push(eq(enquiries.sellerId, filter.sellerId));
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  if (filter.from) conditions.push(gte(enquiries.createdAt, filter.from));
  if (filter.before) conditions.push(lt(enquiries.createdAt, filter.before));
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text)}%`;
    conditions.push(or(ilike(enquiries.name, pattern), ilike(enquiries.email, pattern)));
  }
  return and(...conditions);
}

/** One page of enquiries, newest first, with how many match. */
export async function selectEnquiryInbox(
  db: Executor,
  filter: EnquiryInboxFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The sellers that have enquiries, by the name their newest enquiry stored. */
export async function selectEnquirySellers(db: Executor): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([enquiries.sellerId], { id: enquiries.sellerId, name: enquiries.sellerName })
    .from(enquiries)
    .where(isNotNull(enquiries.sellerId))
    .orderBy(asc(enquiries.sellerId), desc(enquiries.createdAt));
  return rows
    .map((row) => ({ id: row.id as string, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'da'));
}
