import { z } from 'zod/mini';
import { changeStatuses, changeTypes } from './proposed-change';

/** How the changes show: one card each (default) or a compact table. */
const batchReviewViews = ['cards', 'table'] as const;

/**
 * Search params of /admin/batches/{batchId}/review: `type` and `status` narrow the list of changes,
 * `view` picks cards or table.
 * An unknown value falls back to no filter, never an error page.
 */
export const batchReviewSearchSchema = z.object({
  type: z.catch(z.optional(z.enum(changeTypes)), undefined),
  status: z.catch(z.optional(z.enum(changeStatuses)), undefined),
  view: z.catch(z.optional(z.enum(batchReviewViews)), undefined),
});
export type BatchReviewSearch = z.infer<typeof batchReviewSearchSchema>;
