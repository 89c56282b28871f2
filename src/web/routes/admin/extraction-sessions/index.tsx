import { createFileRoute } from '@tanstack/react-router';
import { extractionSessionsSearchSchema } from '../../../../domain/ingestion/extraction-search-params';
import { SessionsPage } from '../../../features/admin/ingestion/sessions/sessions-page';

export const Route = createFileRoute('/admin/extraction-sessions/')({
  validateSearch: extractionSessionsSearchSchema,
  component: SessionsPage,
});
