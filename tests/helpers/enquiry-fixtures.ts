import type { Executor } from '../../src/db/client';
import { queueMail } from '../../src/db/mail-outbox/queue-mail';
import { enquiries } from '../../src/db/schema/enquiries';
import type { EnquiryStatus } from '../../src/domain/enquiries/enquiry-vocabulary';

type StoredEnquiry = {
  sellerId?: string | null;
  sellerName?: string;
  name?: string;
  email?: string;
  status?: EnquiryStatus;
  createdAt?: Date;
  /** Lead addresses the seller mails go to (none: the enquiry is flagged `no_lead_address`). */
  leadEmails?: string[];
};

/** Stores an enquiry as the submit use case leaves it: the offer copied in, its mails queued. */
export async function storeEnquiry(db: Executor, options: StoredEnquiry = {}): Promise<string> {
  const leadEmails = options.leadEmails ?? ['leads@forhandler.dk'];
  const email = options.email ?? 'kunde@example.dk';
  const [row] = await db
    .insert(enquiries)
    .values({
      sellerId: options.sellerId ?? null,
      sellerName: options.sellerName ?? 'Bilhuset Nord',
      make: 'Toyota',
      model: 'Yaris Cross',
      variant: 'Active',
      mileagePerYear: 15000,
      periodMonths: 36,
      firstPayment: 9995,
      monthlyPrice: 3295,
      totalCost: 128_615,
      name: options.name ?? 'Karen Kunde',
      email,
      phone: '+45 22 34 56 78',
      message: 'Kan jeg hente den i Aalborg?',
      contactTime: 'evening',
      consentVersion: 'v1',
      status: options.status ?? 'new',
      deliveryState: leadEmails.length ? 'queued' : 'no_lead_address',
      clientHash: 'hash',
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning({ id: enquiries.id });
  const id = row?.id as string;
  for (const to of leadEmails) {
    await queueMail(db, {
      to,
      subject: 'Ny henvendelse via Leasingmatch: Toyota Yaris Cross Active',
      text: `Fra ${email}`,
      replyTo: email,
      enquiry: { id, role: 'seller' },
    });
  }
  await queueMail(db, {
    to: email,
    subject: 'Din henvendelse',
    text: 'Kopi',
    enquiry: { id, role: 'visitor_copy' },
  });
  return id;
}
