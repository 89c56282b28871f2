import { createFileRoute } from '@tanstack/react-router';
import { extractionStartSearchSchema } from '../../../domain/ingestion/extraction-search-params';
import { ExtractionPage } from '../../features/admin/ingestion/extraction/extraction-page';

export const Route = createFileRoute('/admin/extraction')({
  validateSearch: extractionStartSearchSchema,
  component: ExtractionPage,
});
