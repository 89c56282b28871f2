import type { Executor } from '../client';
import { enquiries } from '../schema/enquiries';

export type NewEnquiry = typeof enquiries.$inferInsert;

/** Stores an enquiry; returns its id. */
export async function insertEnquiry(db: Executor, enquiry: NewEnquiry): Promise<string> {
  const [row] = await db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
  if (!row) throw new Error('Enquiry insert returned no row');
  return row.id;
}
