import { enquiryStatuses } from '../enquiries/enquiry-vocabulary';
import {
  optionalInteger,
  optionalOneOf,
  optionalText,
  optionalUuid,
  type SearchOf,
  searchSchema,
} from '../listings/search-schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The largest page the API answers (the CSV export reads every page with it). */
export const ENQUIRY_INBOX_MAX_PAGE_SIZE = 500;

/**
 * /admin/henvendelser and /api/admin/enquiries: seller, status, the days from and to (inclusive,
 * YYYY-MM-DD, UTC days), free text on the visitor's name or e-mail, page.
 * An invalid value falls back to no filter, as every admin list's URL does (ADR 047).
 */
export const enquiryInboxSearchSchema = searchSchema({
  seller: optionalUuid,
  status: optionalOneOf(enquiryStatuses),
  from: optionalText(10, DAY),
  to: optionalText(10, DAY),
  search: optionalText(200),
  page: optionalInteger({ min: 1 }),
  /** The CSV export reads its pages with a larger page size. */
  per_page: optionalInteger({ min: 1, max: ENQUIRY_INBOX_MAX_PAGE_SIZE }),
});

export type EnquiryInboxSearch = SearchOf<typeof enquiryInboxSearchSchema.fields>;

export const ENQUIRY_INBOX_PAGE_SIZE = 25;

/** The search with every filter cleared ("Ryd filtre"). */
export const NO_ENQUIRY_FILTERS: EnquiryInboxSearch = {
  seller: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
  search: undefined,
  page: undefined,
  per_page: undefined,
};
