import { z } from 'zod/mini';
import { changeStatuses, changeTypes } from './proposed-change';

/**
 * Search params of /admin/batches/{batchId}/review: `type` and `status` narrow the list of changes.
 * An unknown value falls back to no filter, never an error page.
 */
export const batchReviewSearchSchema = z.object({
  type: z.catch(z.optional(z.enum(changeTypes)), undefined),
  status: z.catch(z.optional(z.enum(changeStatuses)), undefined),
});
export type BatchReviewSearch = z.infer<typeof batchReviewSearchSchema>;
