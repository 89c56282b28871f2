import { createFileRoute } from '@tanstack/react-router';
import { parse } from 'zod/mini';
import {
  type ExtractionSessionsSearch,
  extractionSessionsSearchSchema,
} from '../../../../domain/ingestion/extraction-search-params';
import { SessionsPage } from '../../../features/admin/ingestion/sessions/sessions-page';

export const Route = createFileRoute('/admin/extraction-sessions/')({
  validateSearch: (raw: Record<string, unknown>): ExtractionSessionsSearch =>
    parse(extractionSessionsSearchSchema, raw),
  component: SessionsPage,
});
