import { createFileRoute } from '@tanstack/react-router';
import { SessionDetailPage } from '../../../features/admin/ingestion/sessions/session-detail-page';

export const Route = createFileRoute('/admin/extraction-sessions/$id')({
  component: SessionDetailPage,
});
