import { optionalOneOf, type SearchOf, searchSchema } from '../listings/search-schema';
import { changeStatuses, changeTypes } from './proposed-change';

/** How the changes show: one card each (default) or a compact table. */
const batchReviewViews = ['cards', 'table'] as const;

/**
 * Search params of /admin/batches/{batchId}/review: `type` and `status` narrow the list of changes,
 * `view` picks cards or table.
 * An unknown value falls back to no filter, never an error page.
 */
export const batchReviewSearchSchema = searchSchema({
  type: optionalOneOf(changeTypes),
  status: optionalOneOf(changeStatuses),
  view: optionalOneOf(batchReviewViews),
});
export type BatchReviewSearch = SearchOf<typeof batchReviewSearchSchema.fields>;
