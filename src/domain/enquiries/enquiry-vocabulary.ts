/**
 * The words of an enquiry (issue 29): its status in the admin's inbox, the state of its delivery to the
 * seller, and when the visitor prefers to be called. Each value is stored as is; the labels are Danish.
 */

/** The inbox's workflow: a new enquiry becomes `sent` when its seller mail is delivered. */
export const enquiryStatuses = ['new', 'sent', 'answered', 'closed', 'spam'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'Ny',
  sent: 'Sendt',
  answered: 'Besvaret',
  closed: 'Lukket',
  spam: 'Spam',
};

/** Where the mails to the seller's lead addresses are (the visitor's copy does not count). */
export const enquiryDeliveryStates = [
  'queued',
  'retrying',
  'sent',
  'failed',
  'kept_in_outbox',
  'no_lead_address',
] as const;
export type EnquiryDeliveryState = (typeof enquiryDeliveryStates)[number];

export const ENQUIRY_DELIVERY_LABELS: Record<EnquiryDeliveryState, string> = {
  queued: 'Venter på afsendelse',
  retrying: 'Fejlede – prøver igen',
  sent: 'Sendt til sælger',
  failed: 'Kunne ikke sendes',
  kept_in_outbox: 'I udbakken (ingen mailserver sat op)',
  no_lead_address: 'Sælger har ingen lead-adresse – kun i indbakken',
};

export const contactTimes = ['any', 'morning', 'afternoon', 'evening'] as const;
export type ContactTime = (typeof contactTimes)[number];

export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  any: 'Når som helst',
  morning: 'Formiddag (kl. 9–12)',
  afternoon: 'Eftermiddag (kl. 12–17)',
  evening: 'Aften (kl. 17–20)',
};
