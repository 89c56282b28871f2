import { createFileRoute } from '@tanstack/react-router';
import { parse } from 'zod/mini';
import {
  type ExtractionStartSearch,
  extractionStartSearchSchema,
} from '../../../domain/ingestion/extraction-search-params';
import { ExtractionPage } from '../../features/admin/ingestion/extraction/extraction-page';

export const Route = createFileRoute('/admin/extraction')({
  validateSearch: (raw: Record<string, unknown>): ExtractionStartSearch =>
    parse(extractionStartSearchSchema, raw),
  component: ExtractionPage,
});
