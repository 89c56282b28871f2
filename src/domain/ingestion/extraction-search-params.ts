import {
  optionalInteger,
  optionalOneOf,
  optionalText,
  optionalUuid,
  type SearchOf,
  searchSchema,
} from '../listings/search-schema';
import { extractionSessionStatuses } from './extraction-session-statuses';

/** Search params of the extraction screens; an invalid value falls back (undefined = default), never an error. */

/** /admin/extraction-sessions/: search (source label), seller, status, page. */
export const extractionSessionsSearchSchema = searchSchema({
  search: optionalText(200),
  seller: optionalUuid,
  status: optionalOneOf(extractionSessionStatuses),
  page: optionalInteger({ min: 1 }),
});
export type ExtractionSessionsSearch = SearchOf<typeof extractionSessionsSearchSchema.fields>;

/** /admin/extraction: `seller` preselects the seller (links from the seller's pages). */
export const extractionStartSearchSchema = searchSchema({ seller: optionalUuid });
