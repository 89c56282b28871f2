import { createFileRoute } from '@tanstack/react-router';
import { batchReviewSearchSchema } from '../../../../../domain/ingestion/batch-review-search';
import { BatchReviewPage } from '../../../../features/admin/ingestion/batches/batch-review-page';

export const Route = createFileRoute('/admin/batches/$batchId/review')({
  validateSearch: batchReviewSearchSchema,
  component: BatchReviewPage,
});
