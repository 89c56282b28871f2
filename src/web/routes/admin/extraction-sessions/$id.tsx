import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../../../features/admin/pages/admin-head';
import { PlannedAdminScreen } from '../../../features/admin/pages/planned-screens';

export const Route = createFileRoute('/admin/extraction-sessions/$id')({
  head: () => adminHead('Udtræk'),
  component: () => <PlannedAdminScreen name="extractionSession" />,
});
