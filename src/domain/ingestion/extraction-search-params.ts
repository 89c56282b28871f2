import { z } from 'zod/mini';
import { firstOf, readInteger, readText } from '../listings/search-param-values';
import { preprocess } from '../listings/zod-preprocess';
import { extractionSessionStatuses } from './extraction-session-statuses';

/** Search params of the extraction screens; an invalid value falls back (undefined = default), never an error. */

const optionalText = z.catch(
  preprocess((value) => firstOf(value, readText), z.optional(z.string().check(z.maxLength(200)))),
  undefined,
);
const optionalId = z.catch(
  preprocess((value) => firstOf(value, readText), z.optional(z.uuid())),
  undefined,
);
const pageNumber = z.catch(
  preprocess((value) => firstOf(value, readInteger), z.optional(z.int().check(z.minimum(1)))),
  undefined,
);

/** /admin/extraction-sessions/: search (source label), seller, status, page. */
export const extractionSessionsSearchSchema = z.object({
  search: optionalText,
  seller: optionalId,
  status: z.catch(z.optional(z.enum(extractionSessionStatuses)), undefined),
  page: pageNumber,
});
export type ExtractionSessionsSearch = z.infer<typeof extractionSessionsSearchSchema>;

/** /admin/extraction: `seller` preselects the seller (links from the seller's pages). */
export const extractionStartSearchSchema = z.object({ seller: optionalId });
export type ExtractionStartSearch = z.infer<typeof extractionStartSearchSchema>;
