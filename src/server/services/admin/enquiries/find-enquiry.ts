import type { Executor } from '../../../../db/client';
import { selectEnquiryDetail } from '../../../../db/enquiries/select-enquiry-detail';
import type { EnquiryDetailJson } from '../../../../domain/admin/enquiry-inbox-types';
import { toEnquiryInboxRow } from './enquiry-json';

/** One enquiry as sent, with each mail's delivery (attempts, last error, next attempt) and the notes. */
export async function findEnquiry(db: Executor, id: string): Promise<EnquiryDetailJson | undefined> {
  const found = await selectEnquiryDetail(db, id);
  if (!found) return undefined;
  const { enquiry, mails, notes } = found;
  return {
    ...toEnquiryInboxRow(enquiry),
    listingId: enquiry.listingId,
    variant: enquiry.variant,
    message: enquiry.message,
    consentVersion: enquiry.consentVersion,
    updatedAt: enquiry.updatedAt.toISOString(),
    mails: mails.map((mail) => ({
      ...mail,
      role: mail.role ?? 'seller',
      nextAttemptAt: mail.status === 'pending' ? (mail.nextAttemptAt?.toISOString() ?? null) : null,
      createdAt: mail.createdAt.toISOString(),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      authorEmail: note.authorEmail,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}
