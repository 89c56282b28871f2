import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../../features/admin/pages/admin-head';
import { PlannedAdminScreen } from '../../features/admin/pages/planned-screens';

export const Route = createFileRoute('/admin/toyota-pdf')({
  head: () => adminHead('Toyota-prisliste'),
  component: () => <PlannedAdminScreen name="toyotaPdf" />,
});
