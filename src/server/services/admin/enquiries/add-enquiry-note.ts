import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { insertEnquiryNote } from '../../../../db/enquiries/insert-enquiry-note';
import { enquiries } from '../../../../db/schema/enquiries';
import type { EnquiryNoteJson } from '../../../../domain/admin/enquiry-inbox-types';

/**
 * Adds an administrator's note to an enquiry and records it in the audit log, in one transaction. The
 * audit row names the note and its length, not its text: a note may hold the visitor's details, and the
 * audit log outlives an erase (ADR 066). Undefined when the enquiry is gone.
 */
export async function addEnquiryNote(
  db: Database,
  actor: AuditActor,
  enquiryId: string,
  body: string,
): Promise<EnquiryNoteJson | undefined> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.id, enquiryId))
      .for('share');
    if (!enquiry) return undefined;
    const note = await insertEnquiryNote(tx, {
      enquiryId,
      authorId: actor.id,
      authorEmail: actor.email,
      body,
    });
    await recordAudit(tx, actor, {
      action: 'add_note',
      entity: 'enquiry',
      entityId: enquiryId,
      after: { noteId: note.id, length: body.length },
    });
    return {
      id: note.id,
      body: note.body,
      authorEmail: note.authorEmail,
      createdAt: note.createdAt.toISOString(),
    };
  });
}
