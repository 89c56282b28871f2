import type { ContactTime, EnquiryDeliveryState, EnquiryStatus } from '../enquiries/enquiry-vocabulary';

/** One enquiry in the admin's inbox list (and one line of its CSV). */
export type EnquiryInboxRow = {
  id: string;
  createdAt: string;
  status: EnquiryStatus;
  deliveryState: EnquiryDeliveryState;
  sellerId: string | null;
  sellerName: string;
  /** "Toyota Yaris Cross Active", as the offer was when sent. */
  car: string;
  mileagePerYear: number;
  periodMonths: number;
  firstPayment: number;
  monthlyPrice: number;
  totalCost: number;
  name: string;
  email: string;
  phone: string;
  contactTime: ContactTime;
};

export type EnquiryInboxPage = {
  rows: EnquiryInboxRow[];
  page: number;
  pageSize: number;
  total: number;
  /** Sellers that have enquiries, for the filter (also those deleted since: by their stored name). */
  sellers: { id: string; name: string }[];
};

/** One mail of an enquiry as the outbox holds it. */
export type EnquiryMailJson = {
  id: string;
  role: 'seller' | 'visitor_copy';
  recipient: string;
  /** pending, sent, failed or outbox (no mail server set up). */
  status: string;
  attempts: number;
  error: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
};

export type EnquiryNoteJson = { id: string; body: string; authorEmail: string | null; createdAt: string };

export type EnquiryDetailJson = EnquiryInboxRow & {
  listingId: string | null;
  variant: string | null;
  message: string | null;
  consentVersion: string;
  updatedAt: string;
  mails: EnquiryMailJson[];
  notes: EnquiryNoteJson[];
};
