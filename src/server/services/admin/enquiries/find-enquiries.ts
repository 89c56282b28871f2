import type { Executor } from '../../../../db/client';
import { selectEnquiryInbox, selectEnquirySellers } from '../../../../db/enquiries/select-enquiry-inbox';
import {
  ENQUIRY_INBOX_PAGE_SIZE,
  type EnquiryInboxSearch,
} from '../../../../domain/admin/enquiry-inbox-search';
import type { EnquiryInboxPage } from '../../../../domain/admin/enquiry-inbox-types';
import { toEnquiryInboxRow } from './enquiry-json';

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The leads inbox: enquiries newest first, filtered by seller, status, days (from and to both
 * inclusive, UTC) and part of the visitor's name or e-mail, one page at a time.
 */
export async function findEnquiries(db: Executor, search: EnquiryInboxSearch): Promise<EnquiryInboxPage> {
  const pageSize = search.per_page ?? ENQUIRY_INBOX_PAGE_SIZE;
  const page = search.page ?? 1;
  const [{ rows, total }, sellers] = await Promise.all([
    selectEnquiryInbox(
      db,
      {
        sellerId: search.seller,
        status: search.status,
        from: search.from ? startOfDay(search.from) : undefined,
        before: search.to ? new Date(startOfDay(search.to).getTime() + DAY_MS) : undefined,
        text: search.search?.trim() || undefined,
      },
      { limit: pageSize, offset: (page - 1) * pageSize },
    ),
    selectEnquirySellers(db),
  ]);
  return { rows: rows.map(toEnquiryInboxRow), page, pageSize, total, sellers };
}
