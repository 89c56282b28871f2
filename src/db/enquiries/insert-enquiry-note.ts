import type { Executor } from '../client';
import { enquiryNotes } from '../schema/enquiry-notes';

export async function insertEnquiryNote(
  tx: Executor,
  note: { enquiryId: string; authorId: string; authorEmail: string; body: string },
) {
  const [row] = await tx.insert(enquiryNotes).values(note).returning();
  if (!row) throw new Error('Enquiry note insert returned no row');
  return row;
}
